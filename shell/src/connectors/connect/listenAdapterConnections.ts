import { accountConnected, selectConnector, selectCurrentRoute } from '@foyer/kernel';
import { closeModal } from '../../router/closeModal.js';
import type { AppStartListening } from '../../store/types.js';
import { openUnsupportedChainIfNeeded } from '../network/openUnsupportedChainIfNeeded.js';
import { rememberAdapterConnection } from '../session/adapterConnections.js';

/**
 * Follows connections made through adapter remotes (their connectors carry `remote`): each is
 * remembered for reconnecting on reload, and a connection completed from a remote's own view
 * (ConnectingWalletConnect, the email code, a social popup ...) closes the modal, or shows
 * UnsupportedChain when the wallet is on a network that is not configured.
 */
export function listenAdapterConnections(startListening: AppStartListening): void {
  startListening({
    actionCreator: accountConnected,
    effect: async ({ payload }, api) => {
      const state = api.getState();
      const connector = selectConnector(state, payload.connectorId);
      if (!connector?.remote) return;
      rememberAdapterConnection(api.extra.storage, { connectorId: connector.id, remote: connector.remote });
      const { view } = selectCurrentRoute(state);
      if (!state.modal.open) return;
      // The view table (every view's owner and title) stays out of the first chunk: the modal is open, so the
      // router's code that carries it is loaded already.
      const { featureForView } = await import('../../remote/featureForView.js');
      const now = api.getState();
      if (!now.modal.open || selectCurrentRoute(now).view !== view || featureForView(view) === undefined) return;
      if (!api.dispatch(openUnsupportedChainIfNeeded())) api.dispatch(closeModal());
    },
  });
}
