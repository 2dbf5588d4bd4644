import type { ReactElement } from 'react';
import { accountConnected, routerReset, foyerDevChain, foyerDevSolana, mainnet, bitcoin, type CaipAddress, type ViewName } from '@foyer/kernel';

type SendView = Extract<ViewName, 'WalletSend' | 'WalletSendSelectToken' | 'WalletSendPreview'>;
import { createFakeShellBridge, makeTestStore, renderWithStore } from '@foyer/kernel/test';
import feature from '../feature';

/** A test store with the send remote set up as the shell does (slice, reset listener) and `caipAddress` connected. */
export async function setupSend({ caipAddress, view = 'WalletSend' }: { caipAddress: CaipAddress; view?: SendView }) {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet, foyerDevSolana, bitcoin], features: { send: true, names: true } });
  const shell = createFakeShellBridge();
  const api = await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  if (!api) throw new Error('the send remote returned no API');
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress }));
  store.dispatch(routerReset({ view }));
  return { store, shell, api, render: (ui: ReactElement) => renderWithStore(ui, { store }) };
}
