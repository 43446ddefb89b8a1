import sdkPackage from '../package.json';

/** Version of this SDK build. A remote records the version it was built against in its manifest. */
export const SDK_VERSION: string = sdkPackage.version;

export function majorOf(version: string): number {
  return Number.parseInt(version, 10);
}
