/**
 * `pnpm routes`: how far each package is with the spec's routes, from the route ledger
 * (deploy/src/ledger/routes.ts), and any disagreement between the manifests and the ledger.
 */
import { SPEC_ROUTE_COUNT } from '@console/build-config/ledger';
import { declarationProblems, ledgerProgress, ledgerShapeProblems } from '../ledger/check';
import { DECLARED } from '../ledger/declared';

const progress = ledgerProgress();
const width = Math.max(...progress.map((row) => row.owner.length)) + 2;
const count = (built: number, total: number) => `${built}/${total}`.padStart(7);

for (const row of progress) {
  const pending = row.pending.length > 0 ? `, pending: ${row.pending.join(' ')}` : '';
  console.log(`${row.owner.padEnd(width)}${count(row.built, row.total)} built${pending}`);
}
const built = progress.reduce((sum, row) => sum + row.built, 0);
const pendingCount = SPEC_ROUTE_COUNT - built;
console.log(`${'total'.padEnd(width)}${count(built, SPEC_ROUTE_COUNT)} built, ${pendingCount} pending`);

const problems = [...ledgerShapeProblems(), ...declarationProblems(DECLARED)];
if (problems.length > 0) {
  console.log(`\nmanifests and ledger disagree (${problems.length}):`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
}
