import { DEV_WALLET, type DemoPage } from '../support/DemoPage.js';
import { expectAccessibleInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { NAMES_PROJECT, fullName, identityName, registerWithFreshAccount, reverseNames, uniqueLabel } from '../support/namesService.js';

const RULE = 'Name must be at least 4 characters and use only letters, digits and hyphens';

/**
 * Connects the dev wallet and opens RegisterAccountName from Account (shown while the account has
 * no name). The stack's database is fresh for each e2e run; only the last test of this file gives dev
 * account 0 a name, so the tests run in order.
 */
async function openRegisterName(demo: DemoPage, api: string) {
  const { page } = demo;
  const earlier = await identityName(page.request, api, DEV_WALLET.address);
  if (earlier !== null) throw new Error(`dev account 0 already has the name ${earlier}: run the e2e suite on a fresh stack database`);
  await demo.goto({ projectId: NAMES_PROJECT });
  await demo.connectDevWallet();
  const account = await demo.openAccount();
  await account.getByTestId('account-register-name').click();
  const view = demo.view('RegisterAccountName');
  await expect(view).toBeVisible();
  return view;
}

test.describe('Account names (names remote, names service)', () => {
  test.describe.configure({ mode: 'serial' });

  test('a 3-letter name is refused as typed, with the rule of spec §5', async ({ demo, stack }) => {
    const view = await openRegisterName(demo, stack.api);
    await view.getByTestId('name-input').pressSequentially('abc');
    await expect(view.getByTestId('name-availability')).toHaveAttribute('data-state', 'invalid');
    await expect(view.getByTestId('name-availability')).toHaveText(RULE);
    await expect(view.getByTestId('name-submit')).toBeDisabled();
  });

  test("a taken name: the service's reason, then free suggestions; picking one makes it available", async ({ demo, page, stack }) => {
    const view = await openRegisterName(demo, stack.api);
    const label = uniqueLabel('taken');
    await view.getByTestId('name-input').pressSequentially(label);
    await expect(view.getByTestId('name-availability')).toHaveAttribute('data-state', 'available');

    // Someone else registers it first (a fresh viem account, through the API).
    const name = await fullName(page.request, stack.api, label);
    const first = await registerWithFreshAccount(page.request, stack.api, name);
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    await view.getByTestId('name-submit').click();
    // What the service answers anyone registering this name now: its reason is what the view shows.
    const again = await registerWithFreshAccount(page.request, stack.api, name);
    expect(again.status).toBe(409);
    const reason = (again.body as { error: { message: string } }).error.message;
    await expect(view.getByTestId('name-error')).toHaveText(reason);
    await expect(demo.view('RegisterAccountName')).toBeVisible();

    await expect(view.getByTestId('name-availability')).toHaveAttribute('data-state', 'taken');
    const suggestions = view.locator('[data-testid^="name-suggestion-"]');
    await expect(suggestions.first()).toBeVisible();
    const suggested = (await suggestions.first().getAttribute('data-testid'))!.slice('name-suggestion-'.length);
    await suggestions.first().click();
    await expect(view.getByTestId('name-input')).toHaveValue(suggested.split('.')[0]!);
    await expect(view.getByTestId('name-availability')).toHaveAttribute('data-state', 'available');
  });

  test('register a name: sign, success, Account shows it now and after reload, reverse lookup finds it', async ({ demo, page, stack }) => {
    const view = await openRegisterName(demo, stack.api);
    const label = uniqueLabel('e2e');
    const input = view.getByTestId('name-input');
    await input.pressSequentially(label);
    await expect(view.getByTestId('name-availability')).toHaveAttribute('data-state', 'available');
    const name = await fullName(page.request, stack.api, label);

    await view.getByTestId('name-submit').click();
    const success = demo.view('RegisterAccountNameSuccess');
    await expect(success).toBeVisible();
    await expect(success.getByTestId('name-registered')).toHaveText(name);
    // The accessibility walk cannot register a permanent name: the view is checked here (a11y.spec, CHECKED_IN_SPEC).
    await expectAccessibleInBothThemes(page, 'RegisterAccountNameSuccess');

    await success.getByTestId('name-success-done').click();
    const account = demo.view('Account');
    await expect(account.getByTestId('account-name')).toHaveText(name);
    await expect(account.getByTestId('account-address')).toBeVisible();
    await expect(account.getByTestId('account-register-name')).toHaveCount(0);

    await page.reload();
    await demo.expectConnectedButton();
    await demo.connectButton.click();
    await expect(demo.view('Account').getByTestId('account-name')).toHaveText(name);

    expect(await identityName(page.request, stack.api, DEV_WALLET.address)).toBe(name);
    expect((await reverseNames(page.request, stack.api, DEV_WALLET.address))[0]).toBe(name);
  });
});
