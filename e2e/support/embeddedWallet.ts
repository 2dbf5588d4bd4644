import type { DemoPage } from './DemoPage.js';
import { mailbox, nextOtp } from './devMailbox.js';
import { expect } from './fixtures.js';

/** The seeded project with e-mail and social login on (the embedded wallet of the secure site). */
export const EMBEDDED_PROJECT = 'foyer-demo-embedded';

/**
 * A host on no project's allowed origins (the stack allows its demo port on 127.0.0.1 and on localhost)
 * that Chromium resolves to loopback by itself (RFC 6761 `.localhost`): the demo page on an origin not allowed.
 */
export const OUTSIDE_HOST = 'outside.localhost';

/**
 * Opens the embedded-wallet demo page on `OUTSIDE_HOST` once the project's allowed origins have arrived
 * (a click before they do is judged by the frame alone, a race these tests are not about), checking that
 * the origin is indeed not on them.
 */
export async function gotoOutsideAllowedOrigins(demo: DemoPage): Promise<void> {
  const url = new URL(demo.url({ projectId: EMBEDDED_PROJECT, secureSiteUrl: demo.stack.secure }));
  url.hostname = OUTSIDE_HOST;
  const origins = demo.page.waitForResponse((response) => response.url().includes('/projects/v1/origins'));
  await demo.page.goto(url.href);
  const { allowedOrigins } = (await (await origins).json()) as { allowedOrigins: string[] };
  expect(allowedOrigins).not.toContain(url.origin);
}

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.test`;
}

/** The demo on the embedded-wallet project, talking to the stack's secure site. */
export async function gotoEmbedded(demo: DemoPage): Promise<void> {
  await demo.goto({ projectId: EMBEDDED_PROJECT, secureSiteUrl: demo.stack.secure });
}

/** Opens the modal, submits `email` on Connect and types the code the dev mailbox received (what follows is the caller's). */
export async function enterEmailCode(demo: DemoPage, email: string): Promise<void> {
  const { page, stack } = demo;
  await demo.openModal();
  const seen = (await mailbox(stack.secure, email)).length;
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  await expect(demo.view('EmailVerifyOtp')).toBeVisible();
  await page.getByTestId('otp-input').fill(await nextOtp(stack.secure, email, seen));
}

/** Email login from the Connect view with the code read from the dev mailbox; returns the embedded address. */
export async function loginWithEmail(demo: DemoPage, email: string): Promise<`0x${string}`> {
  const { page } = demo;
  await enterEmailCode(demo, email);
  await demo.expectModalClosed();
  const address = page.getByTestId('demo-address');
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  return (await address.textContent()) as `0x${string}`;
}
