/** The inventory area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './access';
export * from './lines';
export * from './stock';
export * from './purchases';
export * from './whiteCards';
export * from './warnings';
export * from './limits';
