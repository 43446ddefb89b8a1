/** The cloudcall area's contract: every call it owns, declared once (issue 11). The backend binds a handler to each entry. */
export * from './records';
export * from './families';
