import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs the Rspack CLI on `build/apps.rspack.config.ts` (production) with the given extra arguments; false if it failed. */
export function rspackBuild(...extra: string[]): boolean {
  const deployDir = path.resolve(import.meta.dirname, '../..');
  try {
    execFileSync(path.join(deployDir, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'build/apps.rspack.config.ts', '--mode', 'production', ...extra], {
      cwd: deployDir,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return true;
  } catch {
    return false;
  }
}
