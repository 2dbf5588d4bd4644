import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints one closing line in the plain `N passed, N failed, N skipped` form that CI logs are read
 * for (a flaky test that passed on retry counts as passed).
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  printsToStdio(): boolean {
    return true;
  }

  onEnd(result: FullResult): void {
    const tests = this.root?.allTests() ?? [];
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of tests) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'skipped') skipped += 1;
      else failed += 1;
    }
    // A run that failed outside any test (global setup, time-out) must not read "0 failed".
    if (result.status !== 'passed' && failed === 0) failed = 1;
    process.stdout.write(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
