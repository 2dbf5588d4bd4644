import { NoActiveCaipAddressError, selectConnector, type CaipAddress, type ChainNamespace } from '@foyer/kernel';
import type { ShellExtra } from '../../store/ShellExtra.js';
import type { RootState } from '../../store/types.js';
import { ConnectorNotFoundError } from '../connect/connectorErrors.js';

/** What signing reads: the store (an `AppStore` fits), or a thunk's `getState` and extra argument. */
export type SigningContext = {
  getState: () => RootState;
  extra: Pick<ShellExtra, 'connectors' | 'loadRemoteApi'>;
};

export type ConnectedProvider = {
  connectorId: string;
  /** The connected account (its CAIP-10 address when known). */
  caipAddress: CaipAddress | undefined;
  /** The live provider: the registry's, else the one of the connector's adapter remote. */
  provider: unknown;
};

/**
 * The live provider of `namespace`'s connected account, which must be `address`. Rejects with
 * `NoActiveCaipAddressError` when that account is not connected (any more), `ConnectorNotFoundError`
 * when its connector has no provider.
 */
export async function connectedProvider(context: SigningContext, namespace: ChainNamespace, address: string): Promise<ConnectedProvider> {
  const state = context.getState();
  const connectorId = state.connection.activeConnectorIds[namespace];
  const account = state.connection.accounts[namespace];
  if (connectorId === undefined || account?.address === undefined || !sameAddress(namespace, account.address, address)) {
    throw new NoActiveCaipAddressError({ details: `No connected ${namespace} account ${address}` });
  }
  const connector = selectConnector(state, connectorId);
  let provider: unknown = context.extra.connectors.get<unknown>(connectorId);
  if (provider === undefined && connector?.remote) provider = (await context.extra.loadRemoteApi(connector.remote)).getProvider(connectorId);
  if (provider === undefined) throw new ConnectorNotFoundError({ connectorId });
  return { connectorId, caipAddress: account.caipAddress, provider };
}

function sameAddress(namespace: ChainNamespace, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** An EIP-1193 `request` (WalletConnect's takes the CAIP-2 chain as a second argument). */
export type RequestProvider = { request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown> };

export function hasRequest(provider: unknown): provider is RequestProvider {
  return typeof provider === 'object' && provider !== null && typeof (provider as Partial<RequestProvider>).request === 'function';
}
