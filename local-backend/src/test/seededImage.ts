import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/database';
import { seedMissing } from '../db/seedSteps';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated, seeded database, the one every test backend starts from. */
    seededDatabase: string;
  }
}

/**
 * The backend tests' global set-up: the demo data is seeded once a run, into a file (19 MB) every
 * test backend copies into memory in 15-30 ms, instead of seeding it again for each of 28 backends
 * (1.8-2.3 s each on an idle core, 6.5-7.9 s on a busy one). The local-backend tests took 112 s
 * alone, 80 s now.
 */
export default function seedOnce(project: TestProject): () => void {
  const db = openDatabase(':memory:');
  migrate(db);
  seedMissing(db);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-seeded-'));
  const file = path.join(dir, 'seeded.db');
  writeFileSync(file, db.serialize());
  db.close();
  project.provide('seededDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
