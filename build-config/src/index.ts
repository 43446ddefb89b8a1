export * from './topology';
export * from './shared';
export { createHostConfig, type HostOptions } from './hostConfig';
export { createRemoteConfig, exposesOf, hotExposes, releaseVersion, remoteManifest, REMOTE_ENTRY, MANIFEST_FILE, type RemoteOptions } from './remoteConfig';
export { createSingleConfig, type SingleOptions } from './singleConfig';
export { devOverrideOrigins, LOOPBACK_DEV_ORIGINS, type ServingSetup } from './devOrigins';
