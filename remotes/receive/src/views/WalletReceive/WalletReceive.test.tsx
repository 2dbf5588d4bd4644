import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { encode } from 'uqr';
import { accountConnected, foyerDevChain, mainnet, selectToast, solana } from '@foyer/kernel';
import { parseQrPath } from '../../test-utils/parseQrPath';
import { makeTestStore, renderWithStore, type TestStore } from '@foyer/kernel/test';
import { QR_OPTIONS } from './QrCode';
import { WalletReceive } from './WalletReceive';

expect.extend(toHaveNoViolations);

const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEV_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function connect(store: TestStore, address: string): void {
  act(() => {
    store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `eip155:31337:${address}` }));
  });
}

function renderedMatrix(): boolean[][] {
  const qr = screen.getByTestId('receive-qr');
  const path = qr.querySelector('path')?.getAttribute('d') ?? '';
  return parseQrPath(path, Number(qr.getAttribute('data-size')));
}

describe('given a connected EVM account', () => {
  let store: TestStore;

  beforeEach(() => {
    store = makeTestStore({ networks: [foyerDevChain, mainnet, solana] });
    connect(store, DEV_ACCOUNT_0);
  });

  it('shows the full address and a QR code that encodes exactly that address', () => {
    renderWithStore(<WalletReceive />, { store });
    expect(screen.getByTestId('view-WalletReceive').textContent).toContain(DEV_ACCOUNT_0);
    const qr = screen.getByRole('img', { name: `QR code of the address ${DEV_ACCOUNT_0}` });
    expect(qr.getAttribute('data-testid')).toBe('receive-qr');
    expect(qr.getAttribute('data-address')).toBe(DEV_ACCOUNT_0);
    expect(renderedMatrix()).toEqual(encode(DEV_ACCOUNT_0, QR_OPTIONS).data);
  });

  it('redraws the QR code when the account changes', () => {
    renderWithStore(<WalletReceive />, { store });
    const before = renderedMatrix();
    connect(store, DEV_ACCOUNT_1);
    expect(screen.getByTestId('receive-qr').getAttribute('data-address')).toBe(DEV_ACCOUNT_1);
    expect(renderedMatrix()).toEqual(encode(DEV_ACCOUNT_1, QR_OPTIONS).data);
    expect(renderedMatrix()).not.toEqual(before);
  });

  it('lists the configured networks of the account namespace only', () => {
    renderWithStore(<WalletReceive />, { store });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      foyerDevChain.name,
      mainnet.name,
    ]);
    expect(screen.getByTestId('network-eip155:31337').textContent).toBe(foyerDevChain.name);
    expect(screen.getByTestId('network-eip155:1').textContent).toBe(mainnet.name);
    expect(screen.queryByTestId(`network-${solana.caipNetworkId}`)).toBeNull();
    expect(screen.getByRole('region', { name: 'Receive on these networks' }).contains(list)).toBe(true);
  });

  it('copies the address and shows a success toast', async () => {
    const user = userEvent.setup();
    renderWithStore(<WalletReceive />, { store });
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(DEV_ACCOUNT_0);
    expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Address copied' });
  });

  it('shows an error toast when the clipboard refuses the write', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    renderWithStore(<WalletReceive />, { store });
    await user.click(screen.getByTestId('receive-copy'));
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Could not copy the address' });
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithStore(<WalletReceive />, { store });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('given no connected account', () => {
  it('explains that a wallet must be connected, without a QR code or copy button', async () => {
    const store = makeTestStore({ networks: [foyerDevChain] });
    const { container } = renderWithStore(<WalletReceive />, { store });
    expect(screen.getByRole('status').textContent).toBe('Connect a wallet to see the address to receive on.');
    expect(screen.queryByTestId('receive-qr')).toBeNull();
    expect(screen.queryByTestId('receive-copy')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
