import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { DemoPage } from '../support/DemoPage.js';
import { displaysAddress } from '../support/displaysAddress.js';
import { gotoEmbedded, gotoOutsideAllowedOrigins } from '../support/embeddedWallet.js';
import { FarcasterClient } from '../support/farcasterClient.js';
import { expect, test } from '../support/fixtures.js';

/** Opens ConnectingFarcaster from the Connect view and returns the channel URI its QR code carries. */
async function openFarcasterQr(demo: DemoPage): Promise<string> {
  await demo.openModal();
  await demo.page.getByTestId('social-farcaster').click();
  await expect(demo.view('ConnectingFarcaster')).toBeVisible();
  const qr = demo.page.getByTestId('farcaster-qr');
  await expect(qr).toHaveAttribute('data-uri', /^https?:\/\//);
  return (await qr.getAttribute('data-uri')) as string;
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

  test('Farcaster: a scripted client signs the channel shown in the QR code and the embedded account connects', async ({ demo, page, stack }) => {
    await gotoEmbedded(demo);
    const uri = await openFarcasterQr(demo);
    expect(new URL(uri).origin, 'the channel lives on the secure site').toBe(new URL(stack.secure).origin);
    const client = await new FarcasterClient({ username: 'e2e-alice' }).register(stack.anvil);
    expect(await client.signIn(uri)).toMatchObject({ status: 200, body: { ok: true } });
    await demo.expectModalClosed();
    const address = page.getByTestId('demo-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    const connected = (await address.textContent()) as string;
    expect(connected.toLowerCase(), 'the embedded account, not the Farcaster custody key').not.toBe(client.custody.address.toLowerCase());
    await demo.expectConnectedButton(connected);
    const account = await demo.openAccount();
    await expect.poll(async () => displaysAddress(await account.getByTestId('account-address').textContent(), connected)).toBe(true);
    await expect(client.readChannel(uri), 'the frame consumed the channel').rejects.toThrow(/answered 404/);
  });

  test('Farcaster: forged completions (a victim fid with the attacker custody key, a forged signature) connect nothing; the real custody key does', async ({ demo, page, stack }) => {
    await gotoEmbedded(demo);
    const uri = await openFarcasterQr(demo);
    const victim = await new FarcasterClient({ username: 'e2e-victim' }).register(stack.anvil);
    // The attacker signs a well-formed message with their own key but claims the victim's fid: the IdRegistry disagrees.
    const takeover = await new FarcasterClient({ fid: victim.fid, username: 'e2e-victim' }).signIn(uri);
    expect(takeover).toMatchObject({ status: 403, body: { error: { code: 'FARCASTER_CUSTODY_MISMATCH' } } });
    const forgedSignature = await new FarcasterClient({ fid: victim.fid, custody: victim.custody, signer: privateKeyToAccount(generatePrivateKey()) }).signIn(uri);
    expect(forgedSignature).toMatchObject({ status: 401, body: { error: { code: 'FARCASTER_SIGNATURE_INVALID' } } });
    expect((await victim.readChannel(uri)).state, 'the secure site accepted neither forgery').toBe('pending');
    // The view is not told about refused attempts: it stays on its QR code, still waiting for a genuine client.
    await expect(demo.view('ConnectingFarcaster')).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('farcaster-qr')).toHaveAttribute('data-uri', uri);
    await expect(page.getByTestId('demo-address')).toHaveText('—');
    // The same channel still completes for the real custody key, so the view above was really waiting.
    expect(await victim.signIn(uri)).toMatchObject({ status: 200 });
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  });
});

test.describe('an origin outside the allowed origins', () => {
  test('gets the Origin Not Allowed alert on a social login, and the popup closes', async ({ demo, page }) => {
    await gotoOutsideAllowedOrigins(demo);
    await demo.openModal();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-github').click()]);
    await expect(page.getByTestId('alert')).toContainText('Origin Not Allowed');
    await expect(page.getByTestId('social-error')).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
