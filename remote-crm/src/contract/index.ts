/** The crm area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './config';
export * from './customers';
export * from './domain';
export * from './leadFinding';
export * from './leads';
export * from './reminders';
