import { accountConnected, accountDisconnected, foyerDevChain, foyerInitialized } from '@foyer/kernel';
import { createFoyer } from '../createFoyer.js';
import type { Foyer } from '../Foyer.js';
import { cookieStorage } from './cookieStorage.js';
import { FOYER_STATE_COOKIE } from './FoyerInitialState.js';
import { foyerStateFromCookie } from './foyerStateFromCookie.js';
import { persistFoyerState } from './persistFoyerState.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let foyer: Foyer;
let stop: () => void = () => {};
// Start-up settles a few microtasks after createFoyer: each test creates it itself.
const create = () => {
  foyer = createFoyer({ projectId: 'p', basic: true, networks: [foyerDevChain], debug: false, enableReconnect: false });
  return foyer;
};
afterEach(() => {
  stop();
  foyer.destroy();
  cookieStorage.removeItem(FOYER_STATE_COOKIE);
});

test('the connected account goes to the cookie the server reads, and leaves it on disconnect', () => {
  stop = persistFoyerState(create());
  expect(foyerStateFromCookie(document.cookie)).toBeUndefined();
  foyer.store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `eip155:31337:${address}` }));
  expect(foyerStateFromCookie(document.cookie)).toEqual({ caipAddress: `eip155:31337:${address}`, connectorId: 'dev.foyer.wallet' });
  foyer.store.dispatch(foyerInitialized());
  foyer.store.dispatch(accountDisconnected());
  expect(document.cookie).not.toContain(FOYER_STATE_COOKIE);
});

test('a stored session survives start-up until it has settled', () => {
  cookieStorage.setItem(FOYER_STATE_COOKIE, JSON.stringify({ caipAddress: `eip155:31337:${address}`, connectorId: 'w' }));
  stop = persistFoyerState(create());
  // Disconnected while the wallet is asked again: the cookie stays for the next server render.
  expect(foyerStateFromCookie(document.cookie)?.caipAddress).toBe(`eip155:31337:${address}`);
  foyer.store.dispatch(foyerInitialized());
  expect(foyerStateFromCookie(document.cookie)).toBeUndefined();
});

test('any Web Storage works as the storage', () => {
  stop = persistFoyerState(create(), { storage: localStorage });
  foyer.store.dispatch(accountConnected({ connectorId: 'w', caipAddress: `eip155:31337:${address}` }));
  expect(JSON.parse(localStorage.getItem(FOYER_STATE_COOKIE) ?? 'null')).toEqual({ caipAddress: `eip155:31337:${address}`, connectorId: 'w' });
});
