/** The carrier area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './access';
export * from './blacklist';
export * from './markers';
export * from './operators';
export * from './numbers';
export * from './numbers';
export * from './lineQuery';
