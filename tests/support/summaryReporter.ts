/** Prints the plain closing line CI reads: "N passed, N failed" (and skipped). */
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped++;
    else if (result.status === 'passed') this.passed++;
    else if (test.outcome() === 'unexpected' && result.retry === test.retries) this.failed++;
  }

  onEnd(): void {
    console.log(`${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
