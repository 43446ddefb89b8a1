import { writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where a pass writes its digest, given by `run.ts`, which prints every pass's at the very end of `pnpm test:e2e`. */
export const DIGEST_ENV = 'E2E_FAILURE_DIGEST';

/** Lines of one error kept in the digest: the message and the start of its diff or call log. */
const LINES_PER_ERROR = 30;

/** Frames of one error kept: where in the suite it failed (the diff and call log above do not say). */
const FRAMES_PER_ERROR = 3;

/** The stack's frames in the suite's own files (the step of the test, and the helper it was in), as paths from e2e/. */
function ourFrames(stack = ''): string[] {
  return stripVTControlCharacters(stack)
    .split('\n')
    .filter((line) => /^\s*at .*\/e2e\/(tests|support)\//.test(line))
    .slice(0, FRAMES_PER_ERROR)
    .map((line) => `    at ${line.replace(/^.*\/e2e\//, 'e2e/').replace(/\)$/, '')}`);
}

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
      [
        ...stripVTControlCharacters(error.message ?? error.value ?? '')
          .split('\n')
          .slice(0, LINES_PER_ERROR),
        ...ourFrames(error.stack),
      ].join('\n'),
    );
    this.failures.push(`✘ ${title}（第 ${result.retry + 1} 次，${result.status}）\n${errors.join('\n')}`);
  }

  onEnd(): void {
    const file = process.env[DIGEST_ENV];
    if (file) writeFileSync(file, this.failures.join('\n\n'));
  }
}
