import { test as base, expect } from '@playwright/test';
import { DemoPage } from './DemoPage.js';
import { RequestLog } from './RequestLog.js';
import { readStackUrls, type StackUrls } from './stackEnv.js';

interface TestFixtures {
  /** Every request of this test's browser context; fails the test if one left the loopback interface. */
  requestLog: RequestLog;
  /** Uncaught errors and unhandled rejections of this test's pages; any fails the test. */
  pageErrors: string[];
  demo: DemoPage;
}

interface WorkerFixtures {
  stack: StackUrls;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    async ({}, use) => {
      await use(readStackUrls());
    },
    { scope: 'worker' },
  ],
  requestLog: [
    async ({ context }, use) => {
      const log = new RequestLog();
      await log.attach(context);
      await use(log);
      expect(log.offLoopback(), 'requests that left the loopback interface').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => errors.push(webError.error().stack ?? webError.error().message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  demo: async ({ page, stack }, use) => {
    await use(new DemoPage(page, stack));
  },
});

export { expect };
