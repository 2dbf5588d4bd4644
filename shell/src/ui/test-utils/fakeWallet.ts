import { connectorAdded, PROVIDER_ERROR_CODES, ProviderRpcError, type Eip1193RequestArguments } from '@foyer/kernel';
import type { AppStore } from '../../store/makeStore.js';

export const FAKE_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')}`;

export type FakeWalletBehaviour = 'approve' | 'reject' | 'pending';

export type FakeWallet = {
  id: string;
  /** What `eth_requestAccounts` does next. */
  behaviour: FakeWalletBehaviour;
  requests: string[];
};

/**
 * An EIP-6963-announced wallet in the store and the connector registry, backed by a scripted
 * EIP-1193 provider (approve, reject with 4001, or never answer).
 */
export function addFakeWallet(
  store: AppStore,
  { id = 'dev.foyer.wallet', name = 'Foyer Dev Wallet', behaviour = 'approve' }: { id?: string; name?: string; behaviour?: FakeWalletBehaviour } = {},
): FakeWallet {
  const wallet: FakeWallet = { id, behaviour, requests: [] };
  const provider = {
    async request({ method }: Eip1193RequestArguments): Promise<unknown> {
      wallet.requests.push(method);
      if (method === 'eth_requestAccounts') {
        if (wallet.behaviour === 'reject') throw new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.');
        if (wallet.behaviour === 'pending') return new Promise(() => {});
        return [FAKE_WALLET_ADDRESS];
      }
      if (method === 'eth_accounts') return [FAKE_WALLET_ADDRESS];
      if (method === 'eth_chainId') return '0x7a69';
      return null;
    },
    on: () => provider,
    removeListener: () => provider,
  };
  store.extra.connectors.set(id, provider);
  store.dispatch(
    connectorAdded({ id, type: 'ANNOUNCED', name, chain: 'eip155', imageUrl: ICON, info: { uuid: `uuid-${id}`, name, rdns: id } }),
  );
  return wallet;
}
