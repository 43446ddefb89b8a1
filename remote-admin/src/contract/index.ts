/** The admin area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './access';
export * from './agents';
export * from './dashboard';
export * from './organisation';
export * from './notices';
// Enterprise: companies, departments, addresses
export * from './enterprise';
// Agents and accounts
export * from './agentSerials';
export * from './callsNumber';
export * from './remoteLogins';
export * from './userPhone';
// Rights and records
export * from './operationLog';
export * from './termOfValidity';
export * from './businessRecords';
export * from './validate';
export * from './money';
