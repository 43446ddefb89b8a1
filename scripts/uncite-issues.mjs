#!/usr/bin/env node
// Lists every line of the tracked files that cites an issue by its number ("issue" or "issues" followed by a number).
// A newcomer cannot open an issue tracker that is not in the repository: such a comment should say the reason itself,
// or point to what is here (README, local-backend/CONTRACT.md, the route ledger in build-config/src/ledger/).
//
//   node scripts/uncite-issues.mjs [path ...]   # whole repository by default; prints file:line: text
//
// Exits with 1 when it finds any, so that it can become a check once none are left.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CITATION = /\bissues?\s+#?\d+/i;
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|sql|sh|css|html|ya?ml|conf)$/;

const files = execFileSync('git', ['ls-files', '-z', '--', ...process.argv.slice(2)], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => TEXT.test(file) && file !== 'pnpm-lock.yaml');

let found = 0;
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!CITATION.test(line)) return;
      found++;
      console.log(`${file}:${index + 1}: ${line.trim()}`);
    });
}
console.error(found ? `${found} line(s) cite an issue number.` : 'No line cites an issue number.');
process.exitCode = found ? 1 : 0;
