import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

type Violation = { directive: string; blocked: string; sample: string };

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Records every CSP violation of the page (from before its first script) in `window.__cspViolations`. */
async function recordViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    // `securitypolicyviolation` is composed: violations inside the modal's shadow root reach the document too.
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return consoleErrors;
}

function expectStrictPolicy(response: Response | null): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(policy).toMatch(/script-src 'self' 'nonce-/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
}

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('under a strict Content-Security-Policy', () => {
  test('the demo connects, opens Account and a remote view, styled, with zero violations', async ({ demo, page }) => {
    const consoleErrors = await recordViolations(page);
    const url = new URL(demo.url());
    url.pathname = '/csp.html';
    expectStrictPolicy(await page.goto(url.href));
    await expect(demo.connectButton).toBeVisible();
    // The host page's button: its hoisted style carries the page nonce (`cspNonce`).
    expect(await computed(demo.connectButton, 'cursor')).toBe('pointer');

    await demo.connectDevWallet();
    const account = await demo.openAccount();
    const card = demo.modal;
    // The modal's sheets (modal styles, theme variables) are adopted into its shadow root.
    expect(await computed(card, 'border-top-left-radius')).not.toBe('0px');
    expect(await computed(card, 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect((await computed(card, '--foyer-background')).trim()).not.toBe('');

    await account.getByTestId('account-receive').click();
    const receive = demo.view('WalletReceive');
    await expect(receive.getByTestId('receive-qr')).toBeVisible();
    // The federated remote's own sheet: its QR frame is 216 px wide, not the full view width.
    expect(await computed(receive.locator('.foyer-receive__qr-frame'), 'width')).toBe('216px');

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleErrors.filter((text) => /content security policy/iu.test(text))).toEqual([]);
  });

  test('the standalone page (custom element) opens a styled modal with zero violations', async ({ demo, page }) => {
    const consoleErrors = await recordViolations(page);
    const url = new URL('/standalone-csp.html', demo.stack.demo);
    url.searchParams.set('apiUrl', demo.stack.api);
    expectStrictPolicy(await page.goto(url.href));
    const button = page.getByTestId('connect-button');
    await expect(button).toBeVisible();
    expect(await computed(button, 'cursor')).toBe('pointer');
    await button.click();
    await expect(demo.modal).toBeVisible();
    await expect(demo.view('Connect')).toBeVisible();
    expect(await computed(demo.modal, 'border-top-left-radius')).not.toBe('0px');

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleErrors.filter((text) => /content security policy/iu.test(text))).toEqual([]);
  });
});
