/** The carrier area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './access';
export * from './blacklist';
export * from './markers';
export * from './operators';
export * from './numberPools';
export * from './money';
export * from './shutdowns';
export * from './numberSources';
export * from './numberControl';
export * from './operatorFrequencyLimit';
export * from './enterpriseLimiting';
export * from './operatorWhitelist';
export * from './numbers';
export * from './gate';
export * from './health';
export * from './abnormalCalls';
export * from './lineQuery';
