import { getPublicKeyFromAddress, getBase58Encoder, verifySignature, type Address, type SignatureBytes } from '@solana/kit';
import { foyerDevChain, foyerDevSolana } from '@foyer/kernel';
import { verifyMessage, type Hex } from 'viem';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import { captureSignIn, expectSiwxStatus, liveSessionCount } from '../support/siwx.js';
import { expectButtonShowsSolanaAccount, pickSolanaDevWallet, SOLANA_DEV_WALLET } from '../support/solanaDevWallet.js';
import { EMBEDDED_PROJECT, enterEmailCode, uniqueEmail } from '../support/embeddedWallet.js';
import { approveInFrame, secureFrame } from '../support/secureFrame.js';

test.describe('sign in with the wallet (SIWX)', () => {
  test('required: close disabled, sign, session survives a reload, disconnect revokes it, a replay is refused', async ({ demo, page, stack }) => {
    await demo.goto({ siwx: 'required' });
    await expectSiwxStatus(demo, null);
    await demo.openModal();
    await demo.devWalletRow().click();

    const view = demo.view('SIWXSignMessage');
    await expect(view).toBeVisible();
    await expect(view).toContainText('Foyer Demo needs to connect to your wallet');
    await expect(view.getByTestId('siwx-account')).toHaveAttribute('data-address', DEV_WALLET.address);
    await expect(view.getByTestId('siwx-network')).toHaveAttribute('data-network', foyerDevChain.caipNetworkId);
    await expect(view.getByTestId('siwx-network')).toHaveText(foyerDevChain.name);
    await expect(page.getByTestId('header-close')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(demo.modal).toHaveAttribute('data-shake', 'true');
    await expect(view).toBeVisible();

    const signIn = await captureSignIn(page, () => view.getByTestId('siwx-sign').click());
    expect(signIn.status).toBe(201);
    const { token, session } = signIn.body;
    expect(session.data).toMatchObject({ accountAddress: DEV_WALLET.address, chainId: foyerDevChain.caipNetworkId });
    // EIP-4361 text written by the service for this page, signed by the dev account (checked by viem, not by Foyer).
    expect(session.message).toContain(`${new URL(stack.demo).host} wants you to sign in with your Ethereum account:\n${DEV_WALLET.address}`);
    expect(session.message).toContain(`Chain ID: ${foyerDevChain.id}`);
    expect(await verifyMessage({ address: DEV_WALLET.address, message: session.message, signature: session.signature as Hex })).toBe(true);
    await demo.expectModalClosed();
    await expectSiwxStatus(demo, DEV_WALLET.address);
    // Other specs may leave sessions of the dev account alive: what follows counts relative to now.
    const sessionsAfterSignIn = await liveSessionCount(page.request, stack.api, DEV_WALLET.address, token);
    expect(sessionsAfterSignIn).toBeGreaterThanOrEqual(1);

    // The same authenticate request again (same body, same Origin): the nonce is spent.
    const replay = await page.request.post(signIn.request.url(), {
      data: signIn.request.postDataJSON(),
      headers: { origin: new URL(stack.demo).origin },
    });
    expect(replay.status()).toBe(409);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('SIWX_NONCE_USED');

    // Reload: the wallet reconnects, the session is found, nothing is asked.
    await page.reload();
    await demo.expectConnectedButton();
    await expectSiwxStatus(demo, DEV_WALLET.address);
    await page.waitForLoadState('networkidle');
    await expect(demo.modal).toBeHidden();
    // Neither the replay nor the reload added a session.
    expect(await liveSessionCount(page.request, stack.api, DEV_WALLET.address, token)).toBe(sessionsAfterSignIn);

    // Disconnect revokes on the server.
    await demo.connectButton.click();
    await demo.view('Account').getByTestId('account-disconnect').click();
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
    await expect.poll(() => liveSessionCount(page.request, stack.api, DEV_WALLET.address, token)).toBe(0);
    await expectSiwxStatus(demo, null);
  });

  test('optional: Cancel closes the modal and the wallet stays connected, not signed in', async ({ demo, page }) => {
    await demo.goto({ siwx: 'optional' });
    await demo.openModal();
    await demo.devWalletRow().click();
    const view = demo.view('SIWXSignMessage');
    await expect(view).toBeVisible();
    await expect(page.getByTestId('header-close')).toBeEnabled();
    await view.getByTestId('siwx-cancel').click();
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-status')).toHaveText('connected');
    await demo.expectConnectedButton();
    await expectSiwxStatus(demo, null);
  });

  test('required: Cancel with no signed network disconnects', async ({ demo, page }) => {
    await demo.goto({ siwx: 'required' });
    await demo.openModal();
    await demo.devWalletRow().click();
    const view = demo.view('SIWXSignMessage');
    await expect(view).toBeVisible();
    await view.getByTestId('siwx-cancel').click();
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
    await expect(demo.connectButton).toHaveText(/Connect Wallet/);
  });

  test('Solana: the dev wallet signs in through solana:signIn and the service accepts its text', async ({ demo, page, stack }) => {
    await demo.goto({ siwx: 'required', solanaUrl: stack.solana });
    await page.evaluate(() => {
      const counter = window as unknown as { foyerTestSignIns: number };
      counter.foyerTestSignIns = 0;
      window.addEventListener('foyer-dev-wallet:solana-sign-in', () => (counter.foyerTestSignIns += 1));
    });
    await pickSolanaDevWallet(demo);
    await expectButtonShowsSolanaAccount(demo);
    const view = demo.view('SIWXSignMessage');
    await expect(view).toBeVisible();
    await expect(view.getByTestId('siwx-network')).toHaveAttribute('data-network', foyerDevSolana.caipNetworkId);

    const signIn = await captureSignIn(page, () => view.getByTestId('siwx-sign').click());
    expect(signIn.status).toBe(201);
    const { session } = signIn.body;
    expect(session.data).toMatchObject({ accountAddress: SOLANA_DEV_WALLET.address, chainId: foyerDevSolana.caipNetworkId });
    expect(session.message).toContain(`${new URL(stack.demo).host} wants you to sign in with your Solana account:\n${SOLANA_DEV_WALLET.address}`);
    expect(await page.evaluate(() => (window as unknown as { foyerTestSignIns: number }).foyerTestSignIns)).toBe(1);
    // ed25519 over the exact text, checked with @solana/kit.
    const publicKey = await getPublicKeyFromAddress(SOLANA_DEV_WALLET.address as Address);
    const signature = new Uint8Array(getBase58Encoder().encode(session.signature)) as SignatureBytes;
    expect(await verifySignature(publicKey, signature, new TextEncoder().encode(session.message))).toBe(true);
    await demo.expectModalClosed();
    await expectSiwxStatus(demo, SOLANA_DEV_WALLET.address);
  });

  test('embedded wallet (email): the sign-in message is shown and approved in the secure frame, never signed silently', async ({ demo, page, stack }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('siwx');
    await demo.goto({ projectId: EMBEDDED_PROJECT, secureSiteUrl: stack.secure, siwx: 'required' });
    await enterEmailCode(demo, email);

    const view = demo.view('SIWXSignMessage');
    await expect(view).toBeVisible();
    const address = (await view.getByTestId('siwx-account').getAttribute('data-address')) as Hex;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect(page.getByTestId('header-close')).toBeDisabled();

    const signIn = captureSignIn(page, () => view.getByTestId('siwx-sign').click());
    // Nothing is signed until the frame's own Approve: the host page has no approve control.
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    await expect(page.getByTestId('approve-transaction')).toHaveCount(0);
    await expect(secureFrame(page).getByTestId('approve-summary')).toContainText('wants you to sign in with your Ethereum account');
    await approveInFrame(page);

    const { status, body } = await signIn;
    expect(status).toBe(201);
    expect(await verifyMessage({ address, message: body.session.message, signature: body.session.signature as Hex })).toBe(true);
    await demo.expectModalClosed();
    await expectSiwxStatus(demo, address);
  });
});
