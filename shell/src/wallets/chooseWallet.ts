import { toastShown, viewPushed, WALLET_CONNECT_CONNECTOR_ID } from '@foyer/kernel';
import { connectConnector } from '../connectors/connect/connectConnector.js';
import type { AppThunk } from '../store/types.js';
import { messages } from '../ui/messages.js';

export type WalletChoice = {
  /** The catalogue id, or the connector id of an unlisted wallet. */
  id: string;
  name: string;
  /** Set when the wallet can be reached from this page (installed, or WalletConnect itself). */
  connectorId: string | undefined;
};

/**
 * What picking a wallet in Connect or AllWallets does: WalletConnect opens its pairing view; an
 * installed wallet connects (ConnectingExternal); a listed wallet that is not installed pairs
 * through WalletConnect with its deep link offered first, or, with WalletConnect disabled, an
 * info toast says it is not installed.
 * @example
 * dispatch(chooseWallet({ id: 'io.metamask', name: 'MetaMask', connectorId: undefined }))
 */
export function chooseWallet({ id, name, connectorId }: WalletChoice): AppThunk {
  return (dispatch, getState) => {
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) dispatch(viewPushed({ view: 'ConnectingWalletConnect' }));
    else if (connectorId) void dispatch(connectConnector(connectorId));
    else if (getState().options.enableWalletConnect) dispatch(viewPushed({ view: 'ConnectingWalletConnect', data: { walletId: id } }));
    else dispatch(toastShown({ variant: 'info', message: messages.connect.notInstalled(name) }));
  };
}
