import { stopPlatform } from './support/platformProcesses';

/** Stops what the setup started, and every origin a test restarted, until the platform's ports are closed. */
export default async function globalTeardown(): Promise<void> {
  await stopPlatform();
}
