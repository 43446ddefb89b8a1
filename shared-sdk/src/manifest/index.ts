/**
 * The manifest contract, free of browser code so build tools in Node can import it
 * (`@console/sdk/manifest`).
 */
export * from './roles';
export * from './brand';
export * from './icons';
export * from './menuGroups';
export * from './schema';
export * from './validate';
export * from './access';
export * from './entryFiles';
export * from './rollouts';
