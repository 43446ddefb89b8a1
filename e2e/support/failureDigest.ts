import { writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where a pass writes its digest, given by `run.ts`, which prints every pass's at the very end of `pnpm test:e2e`. */
export const DIGEST_ENV = 'E2E_FAILURE_DIGEST';

/** Lines of one error kept in the digest: the message and the start of its diff or call log. */
const LINES_PER_ERROR = 30;

/**
 * Every failed attempt (a retry included) with its error, written when the pass ends. The list
 * reporter prints the same errors where they happen, but a CI log is often read from its end, where
 * a later pass's output (nginx's 56 tests) and the step times push them out: a console error that
 * failed one test (stop 45) was cut from the excerpt that said it failed.
 */
export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    const errors = result.errors.map((error) =>
      stripVTControlCharacters(error.message ?? error.value ?? '')
        .split('\n')
        .slice(0, LINES_PER_ERROR)
        .join('\n'),
    );
    this.failures.push(`✘ ${title}（第 ${result.retry + 1} 次，${result.status}）\n${errors.join('\n')}`);
  }

  onEnd(): void {
    const file = process.env[DIGEST_ENV];
    if (file) writeFileSync(file, this.failures.join('\n\n'));
  }
}
