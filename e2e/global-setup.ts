import { startPlatform } from './support/platformProcesses';

/** The whole platform, with the SIP registrar the browser phone's tests register with. */
export default async function globalSetup(): Promise<void> {
  await startPlatform({ sipRegistrar: true });
}
