import type { Page } from '@playwright/test';

const IDLE_QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 10_000;

export type NetworkWatch = {
  /** Resolves once no request of the page has been in flight for 500 ms; throws after 10 s. */
  idle(): Promise<void>;
};

/** Watches the requests of `page` (from now on) so the bench can wait until its network is idle. */
export function watchNetwork(page: Page, label: string): NetworkWatch {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = (): void => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async idle() {
      const deadline = Date.now() + IDLE_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastActivity >= IDLE_QUIET_MS) return;
        await page.waitForTimeout(50);
      }
      throw new Error(`${label}: network not idle after ${IDLE_TIMEOUT_MS} ms (${inFlight} requests in flight)`);
    },
  };
}
