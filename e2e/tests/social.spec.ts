import type { Page } from '@playwright/test';
import type { DemoPage } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

const EMBEDDED_PROJECT = 'foyer-demo-embedded';

async function gotoEmbedded(demo: DemoPage): Promise<void> {
  await demo.goto({ projectId: EMBEDDED_PROJECT, secureSiteUrl: demo.stack.secure });
}

/** Clicks `social-<provider>` and returns the popup it opens (the local identity provider, on the secure site). */
async function openProviderPopup(demo: DemoPage, provider: string): Promise<Page> {
  await demo.openModal();
  const [popup] = await Promise.all([demo.page.waitForEvent('popup'), demo.page.getByTestId(`social-${provider}`).click()]);
  await expect(demo.view('ConnectingSocial')).toBeVisible();
  return popup;
}

test.describe('social login through the embedded wallet', () => {
  test('the Connect view offers every configured provider', async ({ demo, page }) => {
    await gotoEmbedded(demo);
    await demo.openModal();
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']) {
      await expect(page.getByTestId(`social-${provider}`)).toBeVisible();
    }
  });

  test('GitHub through the local identity provider popup connects an embedded account', async ({ demo, page, stack }) => {
    await gotoEmbedded(demo);
    const popup = await openProviderPopup(demo, 'github');
    await expect(popup.getByTestId('idp-local-banner')).toContainText('LOCAL identity provider');
    expect(new URL(popup.url()).origin).toBe(new URL(stack.secure).origin);
    await popup.getByTestId('idp-email').fill(`e2e-social-${Date.now()}@foyer.test`);
    await popup.getByTestId('idp-allow').click();
    await expect.poll(() => popup.isClosed(), { message: 'the widget closes the popup once it has the result' }).toBe(true);
    await demo.expectModalClosed();
    const address = page.getByTestId('demo-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await demo.expectConnectedButton((await address.textContent()) as string);
  });

  test('closing the popup shows "Popup closed" and connects nothing', async ({ demo, page }) => {
    await gotoEmbedded(demo);
    const popup = await openProviderPopup(demo, 'google');
    await popup.close();
    await expect(page.getByTestId('social-error')).toHaveText('Popup closed');
    await expect(demo.view('ConnectingSocial')).toHaveAttribute('data-state', 'error');
    await expect(page.getByTestId('demo-address')).toHaveText('—');
  });

  test('Farcaster shows the channel URI as a QR code', async ({ demo, page }) => {
    await gotoEmbedded(demo);
    await demo.openModal();
    await page.getByTestId('social-farcaster').click();
    await expect(demo.view('ConnectingFarcaster')).toBeVisible();
    await expect(page.getByTestId('farcaster-qr')).toHaveAttribute('data-uri', /^https?:\/\//);
  });

  test('a page origin outside the allowed origins gets the Origin Not Allowed alert', async ({ demo, page }) => {
    const url = new URL(demo.url({ projectId: EMBEDDED_PROJECT, secureSiteUrl: demo.stack.secure }));
    url.hostname = 'localhost';
    await page.goto(url.href);
    await demo.openModal();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-github').click()]);
    await expect(page.getByTestId('alert')).toContainText('Origin Not Allowed');
    await expect(page.getByTestId('social-error')).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
