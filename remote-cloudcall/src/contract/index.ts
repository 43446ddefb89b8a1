/** The cloudcall area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './records';
export * from './families';
// Call batches
export * from './access';
export * from './batches';
