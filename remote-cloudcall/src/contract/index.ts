/** The cloudcall area's contract: every call it owns, declared once. The backend binds a handler to each entry. */
export * from './records';
export * from './families';
// Cloud-call families and SIP servers
export * from './access';
export * from './sipServers';
export * from './callTemplates';
export * from './callAllocations';
export * from './specialNumbers';
export * from './consumption';
// SIP numbers and prices, surcharges and precision controls
export * from './premium';
export * from './sipNumber';
export * from './sipAccountPrice';
export * from './tonglianPrecisionTube';
// Call batches
export * from './batches';
export * from './billing';
// Quality inspection and risk
export * from './inspection';
// Callback (AXB)
export * from './axbPackages';
export * from './axb';
