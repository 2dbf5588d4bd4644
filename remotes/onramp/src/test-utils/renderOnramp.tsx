import type { ReactElement } from 'react';
import { accountConnected, bitcoin, foyerDevChain, foyerDevSolana, mainnet, modalOpened, routerReset, type CaipAddress, type Route } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore, renderWithStore } from '@foyer/kernel/test';
import feature from '../feature';
import { EVM_0 } from './onrampFixtures';

/** A test store with the onramp remote set up as the shell does (slice, reset listener), `caipAddress` connected, the modal open on `route`. */
export async function setupOnramp({ caipAddress = `${foyerDevChain.caipNetworkId}:${EVM_0}`, route = { view: 'OnRampProviders' } }: { caipAddress?: CaipAddress; route?: Route } = {}) {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet, foyerDevSolana, bitcoin], features: { onramp: ['foyer-dev'] } });
  const shell = createFakeShellBridge();
  await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress }));
  store.dispatch(routerReset(route));
  store.dispatch(modalOpened());
  return { store, render: (ui: ReactElement) => renderWithStore(ui, { store }) };
}
