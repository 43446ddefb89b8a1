/** A typed function for every call of spec section 7, grouped as the spec groups them. */
export * from './session';
export * from './organisation';
export * from './blacklist';
export * from './records';
export * from './markers';
export * from './agents';
export * from './afterSales';
export * from './intention';
export * from './callbacks';
export * from './dashboard';
export * from './inventory';
export * from './leadFinding';
export * from './crmDomain';
export * from './crmConfig';
export * from './crmLeads';
