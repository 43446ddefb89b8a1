/**
 * What the route ledger's layers share (`@console/build-config/ledger`): the section type and role
 * readings each remote's `src/ledger.ts` uses, the owning packages, and the pending calls. The
 * sections are collected, and held to the manifests, above the remotes: `deploy/src/ledger/`.
 */
export * from './section';
export * from './calls';
