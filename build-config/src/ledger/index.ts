/** The route ledger (`@console/build-config/ledger`): the spec's route table and the checks against it. */
export * from './routes';
export * from './check';
export * from './calls';
