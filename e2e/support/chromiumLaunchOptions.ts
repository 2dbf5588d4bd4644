import type { LaunchOptions } from '@playwright/test';

/** Debian's chromium (never a downloaded browser); FOYER_CHROMIUM overrides the path. */
export const CHROMIUM_PATH = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep the browser off the network: no background, update, sync or QUIC traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Launch options shared by the e2e suite and the bench (Playwright gives each launch a fresh user-data-dir). */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}
