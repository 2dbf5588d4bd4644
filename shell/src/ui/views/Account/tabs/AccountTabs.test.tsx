import {
  chainApi,
  FOYER_DEV_COLLECTIONS,
  foyerDevChain,
  mainnet,
  solanaDevnet,
  TokenBalanceUnavailableError,
  type CaipNetwork,
  type Nft,
  type TokenBalance,
} from '@foyer/kernel';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { nftsHandler, renderWithStore, tokenBalancesHandler } from '@foyer/kernel/test';
import { inModal } from '../../../test-utils/inModal.js';
import { expectAccessible } from '../../../test-utils/expectAccessible.js';
import { FAKE_WALLET_ADDRESS } from '../../../test-utils/fakeWallet.js';
import { makeShellTestStore, type MakeShellTestStoreParameters } from '../../../../test-utils/makeShellTestStore.js';
import { AccountTabs } from './AccountTabs.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const DEV = foyerDevChain.caipNetworkId;
const token = (symbol: string, decimals: number, numeric: string, value: number, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: `${symbol} token`,
  symbol,
  chainId: DEV,
  address: `${DEV}:0x${symbol.padStart(40, '0')}`,
  value,
  price: 1,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: `https://api.foyer.test/public/getTokenImage/${symbol}`,
  ...extra,
});
const DEV_BALANCES: TokenBalance[] = [
  token('ETH', 18, '10000.0', 30_000_000, { name: 'Ether', address: undefined, iconUrl: '' }),
  token('fUSD', 6, '1234.56', 1234.56, { name: 'Foyer USD' }),
  token('FOY', 18, '1000.123456789012345678', 500.06, { name: 'Foyer Token' }),
  token('WETH', 18, '2.5', 7500, { name: 'Wrapped Ether' }),
  token('ZERO', 0, '7', 7, { name: 'Zero Decimals' }),
  token('USDC', 6, '99.0', 99, { chainId: 'eip155:1' }),
];

const [friends, voucher] = FOYER_DEV_COLLECTIONS;
const nft = (collection: typeof friends, tokenId: number, name: string): Nft => ({
  collection: { address: `${DEV}:${collection!.address}`, name: collection!.name, symbol: collection!.symbol, spam: collection!.spam },
  tokenId: String(tokenId),
  name,
  image: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
  description: '',
});

function renderTabs({ network = foyerDevChain, ...parameters }: MakeShellTestStoreParameters & { network?: CaipNetwork } = {}) {
  const store = makeShellTestStore(parameters);
  const view = renderWithStore(<AccountTabs address={FAKE_WALLET_ADDRESS} network={network} />, inModal(store));
  const tab = (name: string) => view.getByTestId(`account-tab-${name}`);
  return { store, view, tab };
}

describe('the tablist', () => {
  test('a real ARIA tablist: arrows, Home and End move and select; each tab controls its panel', async () => {
    server.use(tokenBalancesHandler({ balances: DEV_BALANCES }), nftsHandler());
    const logger = { enabled: true, warn: jest.fn(), error: jest.fn() };
    const { view, tab } = renderTabs({ features: { activity: true }, extra: { logger } });
    const list = view.getByRole('tablist');
    expect(within(list).getAllByRole('tab').map((element) => element.dataset.testid)).toEqual(['account-tab-tokens', 'account-tab-nfts', 'account-tab-activity']);
    for (const name of ['tokens', 'nfts', 'activity']) {
      const panel = [...view.container.querySelectorAll('[role="tabpanel"]')].find((element) => element.id === tab(name).getAttribute('aria-controls'));
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab(name).id);
    }
    const selected = () => within(list).getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true').map((element) => element.dataset.testid);
    expect(selected()).toEqual(['account-tab-tokens']);
    expect(tab('tokens').tabIndex).toBe(0);
    expect(tab('nfts').tabIndex).toBe(-1);
    await waitFor(() => expect(view.getByTestId('token-list')).toBeTruthy());
    await expectAccessible(view.container);

    tab('tokens').focus();
    fireEvent.keyDown(tab('tokens'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['account-tab-nfts']);
    // Focus follows the selection (roving tabindex).
    expect((tab('nfts').getRootNode() as Document | ShadowRoot).activeElement).toBe(tab('nfts'));
    expect(tab('nfts').tabIndex).toBe(0);
    expect(view.getByTestId('account-panel-nfts').hidden).toBe(false);
    expect(view.getByTestId('account-panel-tokens').hidden).toBe(true);
    fireEvent.keyDown(tab('nfts'), { key: 'End' });
    expect(selected()).toEqual(['account-tab-activity']);
    fireEvent.keyDown(tab('activity'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['account-tab-tokens']);
    fireEvent.keyDown(tab('tokens'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['account-tab-activity']);
    fireEvent.keyDown(tab('activity'), { key: 'Home' });
    expect(selected()).toEqual(['account-tab-tokens']);
    // A click selects too.
    fireEvent.click(tab('activity'));
    expect(selected()).toEqual(['account-tab-activity']);
    // The Activity panel is the activity remote's slot (no Foyer instance here: it cannot load, the tabs stay usable).
    await waitFor(() => expect(logger.warn).toHaveBeenCalledWith('Could not load AccountActivity from the activity remote.', expect.any(Error)));
    fireEvent.click(tab('nfts'));
    await waitFor(() => expect(view.getByTestId('nfts-empty')).toBeTruthy());
  });

  test('activity off: no Activity tab, and the arrows cycle over Tokens and NFTs', async () => {
    server.use(tokenBalancesHandler({ balances: DEV_BALANCES }));
    const { view, tab } = renderTabs({ features: { activity: false } });
    expect(view.queryByTestId('account-tab-activity')).toBeNull();
    expect(view.getAllByRole('tab')).toHaveLength(2);
    fireEvent.keyDown(tab('tokens'), { key: 'ArrowLeft' });
    expect(tab('nfts').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('nfts'), { key: 'ArrowRight' });
    expect(tab('tokens').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(view.getByTestId('token-list')).toBeTruthy());
  });
});

describe('Tokens', () => {
  test('rows of the active chain with the exact quantity, 3-decimal amounts and 2-decimal fiat; no zero-decimals token', async () => {
    server.use(tokenBalancesHandler({ balances: DEV_BALANCES }));
    const { view } = renderTabs();
    expect(view.getByTestId('tokens-loading').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(view.getByTestId('token-list')).toBeTruthy());
    const rows = within(view.getByTestId('token-list')).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.testid)).toEqual(['token-ETH', 'token-WETH', 'token-fUSD', 'token-FOY']);
    expect(view.queryByTestId('token-ZERO')).toBeNull();
    expect(view.queryByTestId('token-USDC')).toBeNull();
    const foy = view.getByTestId('token-FOY');
    expect(foy.dataset.quantity).toBe('1000.123456789012345678');
    expect(foy.textContent).toContain('Foyer Token');
    expect(within(foy).getByTestId('token-amount').textContent).toBe('1000.123');
    expect(within(foy).getByTestId('token-fiat').textContent).toBe('$500.06');
    expect(within(view.getByTestId('token-fUSD')).getByTestId('token-fiat').textContent).toBe('$1,234.56');
    expect(within(view.getByTestId('token-ETH')).getByTestId('token-fiat').textContent).toBe('$30,000,000.00');
    expect(view.getByTestId('token-fUSD').querySelector('img')?.getAttribute('src')).toBe('https://api.foyer.test/public/getTokenImage/fUSD');
    await expectAccessible(view.container);
  });

  test('a testnet other than the priced dev networks shows 0.00 fiat', async () => {
    const chainId = solanaDevnet.caipNetworkId;
    server.use(tokenBalancesHandler({ balances: [token('SOL', 9, '1.5', 225, { chainId, address: undefined })] }));
    const { view } = renderTabs({ network: solanaDevnet });
    await waitFor(() => expect(view.getByTestId('token-SOL')).toBeTruthy());
    expect(within(view.getByTestId('token-SOL')).getByTestId('token-fiat').textContent).toBe('$0.00');
    expect(within(view.getByTestId('token-SOL')).getByTestId('token-amount').textContent).toBe('1.500');
  });

  test('mainnet shows the fiat value', async () => {
    const chainId = mainnet.caipNetworkId;
    server.use(tokenBalancesHandler({ balances: [token('ETH', 18, '0.5', 1500.999, { chainId, address: undefined })] }));
    const { view } = renderTabs({ network: mainnet });
    await waitFor(() => expect(view.getByTestId('token-ETH')).toBeTruthy());
    expect(within(view.getByTestId('token-ETH')).getByTestId('token-fiat').textContent).toBe('$1,500.99');
  });

  test('only a zero-decimals token: "No tokens yet"', async () => {
    server.use(tokenBalancesHandler({ balances: [token('ZERO', 0, '7', 7)] }));
    const { view } = renderTabs();
    await waitFor(() => expect(view.getByTestId('tokens-empty').textContent).toContain('No tokens yet'));
    await expectAccessible(view.container);
  });

  test(`a failure shows '${new TokenBalanceUnavailableError().shortMessage}'; Try again reloads once the retry window has passed`, async () => {
    server.use(tokenBalancesHandler({ status: 502 }));
    const { view } = renderTabs();
    await waitFor(() => expect(view.getByTestId('tokens-error').textContent).toContain('Token Balance Unavailable'));
    await expectAccessible(view.container);
    server.use(tokenBalancesHandler({ balances: DEV_BALANCES }));
    const later = Date.now() + 31_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await act(async () => void fireEvent.click(view.getByTestId('tokens-retry')));
    await waitFor(() => expect(view.getByTestId('token-ETH')).toBeTruthy());
  });

  test('a Balance invalidation (a send) refreshes the rows', async () => {
    const balances = [...DEV_BALANCES];
    server.use(tokenBalancesHandler({ balances }));
    const { store, view } = renderTabs();
    await waitFor(() => expect(view.getByTestId('token-fUSD').dataset.quantity).toBe('1234.56'));
    balances[1] = token('fUSD', 6, '1233.06', 1233.06, { name: 'Foyer USD' });
    await act(async () => void store.dispatch(chainApi.util.invalidateTags([{ type: 'Balance', id: `${DEV}:${FAKE_WALLET_ADDRESS}` }])));
    await waitFor(() => expect(view.getByTestId('token-fUSD').dataset.quantity).toBe('1233.06'));
  });
});

describe('NFTs', () => {
  test('a grid of focusable, named tiles with their images; spam collections hidden', async () => {
    server.use(
      tokenBalancesHandler({ balances: DEV_BALANCES }),
      nftsHandler({ items: [nft(friends, 1, 'Foyer Friends #1'), nft(voucher, 1, 'Reward Voucher #1'), nft(friends, 3, '')] }),
    );
    const { view, tab } = renderTabs();
    fireEvent.click(tab('nfts'));
    expect(view.getByTestId('nfts-loading').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(view.getAllByTestId('nft-item')).toHaveLength(2));
    const [first, second] = view.getAllByTestId('nft-item');
    expect(first!.dataset.collection).toBe(friends!.address);
    expect(first!.dataset.tokenId).toBe('1');
    expect(first!.tabIndex).toBe(0);
    expect(first!.getAttribute('aria-label')).toBe('Foyer Friends #1, Foyer Friends');
    expect(first!.querySelector('img')?.getAttribute('alt')).toBe('Foyer Friends #1');
    expect(first!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // An item without a name is named after its collection and id.
    expect(second!.dataset.tokenId).toBe('3');
    expect(second!.textContent).toBe('Foyer Friends #3');
    expect(view.container.querySelector(`[data-collection="${voucher!.address}"]`)).toBeNull();
    await expectAccessible(view.container);
  });

  test('only spam: "No NFTs yet"; a failure offers Try again', async () => {
    server.use(tokenBalancesHandler({ balances: DEV_BALANCES }), nftsHandler({ items: [nft(voucher, 1, 'Reward Voucher #1')] }));
    const { view, tab } = renderTabs();
    fireEvent.click(tab('nfts'));
    await waitFor(() => expect(view.getByTestId('nfts-empty').textContent).toContain('No NFTs yet'));
    view.unmount();

    server.use(nftsHandler({ status: 502 }));
    const failed = renderTabs();
    fireEvent.click(failed.tab('nfts'));
    await waitFor(() => expect(failed.view.getByTestId('nfts-error')).toBeTruthy());
    await expectAccessible(failed.view.container);
    server.use(nftsHandler({ items: [nft(friends, 2, 'Foyer Friends #2')] }));
    await act(async () => void fireEvent.click(failed.view.getByTestId('nfts-retry')));
    await waitFor(() => expect(failed.view.getAllByTestId('nft-item')).toHaveLength(1));
  });
});
