import type { ReactElement } from 'react';
import { accountConnected, bitcoin, foyerDevChain, foyerDevSolana, mainnet, routerReset, type CaipAddress, type Route } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore, renderWithStore } from '@foyer/kernel/test';
import feature from '../feature';
import { USER } from './swapsFixtures';

/** A test store with the swaps remote set up as the shell does (slice, reset listener), `caipAddress` connected and `route` shown. */
export async function setupSwaps({ caipAddress = USER, route = { view: 'Swap' } }: { caipAddress?: CaipAddress; route?: Route } = {}) {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet, foyerDevSolana, bitcoin], features: { swaps: ['foyer-amm'] } });
  const shell = createFakeShellBridge();
  const api = await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  if (!api) throw new Error('the swaps remote returned no API');
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress }));
  store.dispatch(routerReset(route));
  return { store, shell, api, render: (ui: ReactElement) => renderWithStore(ui, { store }) };
}
