/** The cloudcall area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './records';
export * from './families';
export * from './access';
export * from './premium';
export * from './companyChoice';
export * from './sipNumber';
export * from './sipAccountPrice';
export * from './tonglianPrecisionTube';
