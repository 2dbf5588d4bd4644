import { foyerDevChain, foyerDevSolana, optionsConfigured, selectConnectors } from '@foyer/kernel';
import { makeStore } from '../../../store/makeStore.js';
import type { Logger } from '../../../utils/createLogger.js';
import { startWalletStandardDiscovery } from './startWalletStandardDiscovery.js';
import { WALLET_STANDARD_REGISTRY_KEY, type StandardWallet, type WalletStandardRegistry } from './walletStandardRegistry.js';

const ICON = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>";
type Api = { register(...wallets: StandardWallet[]): () => void };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(networks = [foyerDevChain, foyerDevSolana]) {
  const logger: Logger = { enabled: true, warn: jest.fn(), error: jest.fn() };
  const store = makeStore({ extra: { logger } });
  store.dispatch(optionsConfigured({ ...store.getState().options, networks }));
  cleanups.push(() => store.dispose());
  const start = () => cleanups.push(store.dispatch(startWalletStandardDiscovery()));
  const registry = () => store.extra.connectors.get<WalletStandardRegistry>(WALLET_STANDARD_REGISTRY_KEY);
  return { store, start, registry };
}

function solanaWallet(name: string, chains = ['solana:localnet']): StandardWallet {
  return { name, icon: ICON, chains, features: { 'standard:connect': {}, 'solana:signTransaction': {} } };
}

/** What `registerWallet` of @wallet-standard/wallet does: register now, and again on app-ready. */
function registerLikeAWallet(wallet: StandardWallet): void {
  const callback = ({ register }: Api) => void register(wallet);
  const onAppReady = (event: Event) => callback((event as CustomEvent<Api>).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady, { once: true });
  cleanups.unshift(() => window.removeEventListener('wallet-standard:app-ready', onAppReady));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}

test('a wallet registered before the shell registers on app-ready, one after it through register-wallet; each is listed once', () => {
  const { store, start, registry } = setup();
  const early = solanaWallet('Early Wallet');
  registerLikeAWallet(early);
  start();
  const late = solanaWallet('Late Wallet');
  registerLikeAWallet(late);
  registerLikeAWallet(late); // the same object again
  expect(selectConnectors(store.getState())).toEqual([
    { id: 'solana:early-wallet', type: 'ANNOUNCED', name: 'Early Wallet', chain: 'solana', remote: 'solana', imageUrl: ICON, info: { name: 'Early Wallet', icon: ICON } },
    { id: 'solana:late-wallet', type: 'ANNOUNCED', name: 'Late Wallet', chain: 'solana', remote: 'solana', imageUrl: ICON, info: { name: 'Late Wallet', icon: ICON } },
  ]);
  // The live objects stay out of the state, for the `solana` remote.
  expect(registry()?.get()).toEqual([early, late]);
  expect(registry()?.get()[0]).toBe(early);
});

test('wallets without Solana are kept for the remote but not listed, and an unregistered wallet leaves the list', () => {
  const { store, start, registry } = setup();
  start();
  let api: Api | undefined;
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: (given: Api) => (api = given) }));
  const unregister = api!.register(solanaWallet('Bitcoin Wallet', ['bip122:000000000019d6689c085ae165831e93']), solanaWallet('Sol Wallet'));
  api!.register({ name: 42 } as unknown as StandardWallet); // not a wallet
  expect(selectConnectors(store.getState()).map((item) => item.id)).toEqual(['solana:sol-wallet']);
  expect(registry()?.get()).toHaveLength(2);
  unregister();
  expect(selectConnectors(store.getState())).toEqual([]);
  expect(registry()?.get()).toEqual([]);
});

test('without a Solana network the handshake does not run', () => {
  const { start, registry } = setup([foyerDevChain]);
  const appReady = jest.fn();
  window.addEventListener('wallet-standard:app-ready', appReady);
  cleanups.push(() => window.removeEventListener('wallet-standard:app-ready', appReady));
  start();
  expect(appReady).not.toHaveBeenCalled();
  expect(registry()).toBeUndefined();
});

test('after stop, register-wallet events are ignored', () => {
  const { store } = setup();
  const stop = store.dispatch(startWalletStandardDiscovery());
  stop();
  registerLikeAWallet(solanaWallet('Too Late'));
  expect(selectConnectors(store.getState())).toEqual([]);
});
