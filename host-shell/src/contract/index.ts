/** The host-shell area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './session';
export * from './release';
export * from './releaseHealth';
