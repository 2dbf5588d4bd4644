import { PROVIDER_ERROR_CODES, ProviderRpcError, type Eip1193Provider, type Eip1193RequestArguments } from '@foyer/kernel';

type Listener = (...args: never[]) => void;

export type FakeWallet = Eip1193Provider & {
  /** Every request the wallet received. */
  requests: Eip1193RequestArguments[];
  /** What the wallet itself reports (a switch in its own UI, another account, its disconnect). */
  emit(event: string, ...args: unknown[]): void;
  /** The simulated user refuses the next connection and switch requests (code 4001). */
  setRejecting(rejecting: boolean): void;
  chainId(): number;
};

export const FAKE_WALLET = { rdns: 'com.example.wallet', name: 'Example Wallet' } as const;

/**
 * A scripted EIP-1193 wallet at the test boundary (no chain behind it): it grants `accounts` on
 * `eth_requestAccounts`, keeps that permission until `wallet_revokePermissions`, and switches to
 * any chain (emitting `chainChanged`).
 */
export function createFakeWallet({ accounts = ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], chainId = 31337 } = {}): FakeWallet {
  let chain = chainId;
  let authorized = false;
  let rejecting = false;
  const listeners = new Map<string, Set<Listener>>();
  const requests: Eip1193RequestArguments[] = [];
  const rejected = () => new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.');

  const wallet: FakeWallet = {
    requests,
    async request(args) {
      requests.push(args);
      switch (args.method) {
        case 'eth_requestAccounts':
          if (rejecting) throw rejected();
          authorized = true;
          return accounts;
        case 'eth_accounts':
          return authorized ? accounts : [];
        case 'eth_chainId':
          return `0x${chain.toString(16)}`;
        case 'wallet_switchEthereumChain': {
          if (rejecting) throw rejected();
          const [{ chainId: next }] = args.params as [{ chainId: string }];
          if (Number.parseInt(next, 16) !== chain) {
            chain = Number.parseInt(next, 16);
            wallet.emit('chainChanged', next);
          }
          return null;
        }
        case 'wallet_revokePermissions':
          authorized = false;
          return null;
        default:
          throw new ProviderRpcError(PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD, `${args.method} is not supported`);
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...values: unknown[]) => void)(...args);
    },
    setRejecting(value) {
      rejecting = value;
    },
    chainId: () => chain,
  };
  return wallet;
}

/** Announces `wallet` the way an EIP-6963 wallet does, and again on request. Returns the function that stops it. */
export function announceFakeWallet(wallet: Eip1193Provider): () => void {
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      name: FAKE_WALLET.name,
      icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
      rdns: FAKE_WALLET.rdns,
    }),
    provider: wallet,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}
