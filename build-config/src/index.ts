export * from './topology';
export * from './shared';
export { createHostConfig, type HostOptions } from './hostConfig';
export { createRemoteConfig, exposesOf, releaseVersion, REMOTE_ENTRY, MANIFEST_FILE, type RemoteOptions } from './remoteConfig';
