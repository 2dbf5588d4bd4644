import { PROVIDER_ERROR_CODES, ProviderRpcError, type Eip1193Provider, type Eip1193RequestArguments } from '@foyer/kernel';

type Listener = (...args: never[]) => void;

export type FakeProviderOptions = {
  accounts?: string[];
  chainId?: number;
  /** Makes eth_requestAccounts reject with EIP-1193 4001. */
  reject?: boolean;
  /** Accounts eth_accounts returns (the wallet's permission); default: none until connected. */
  authorized?: boolean;
};

export type FakeProvider = Eip1193Provider & {
  requests: Eip1193RequestArguments[];
  emit(event: string, ...args: unknown[]): void;
  listenerCount(event: string): number;
  setReject(reject: boolean): void;
};

/** A scripted EIP-1193 wallet at the test boundary (no chain behind it). */
export function createFakeProvider(options: FakeProviderOptions = {}): FakeProvider {
  const accounts = options.accounts ?? ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'];
  let chainId = options.chainId ?? 31337;
  let reject = options.reject ?? false;
  let authorized = options.authorized ?? false;
  const listeners = new Map<string, Set<Listener>>();
  const requests: Eip1193RequestArguments[] = [];

  return {
    requests,
    async request(args) {
      requests.push(args);
      switch (args.method) {
        case 'eth_requestAccounts':
          if (reject) throw new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.');
          authorized = true;
          return accounts;
        case 'eth_accounts':
          return authorized ? accounts : [];
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
        case 'wallet_switchEthereumChain': {
          const [{ chainId: next }] = args.params as [{ chainId: string }];
          chainId = Number.parseInt(next, 16);
          return null;
        }
        default:
          throw new ProviderRpcError(PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD, 'Method not supported');
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
      for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    setReject(value) {
      reject = value;
    },
  };
}

/** Announces `provider` the way an EIP-6963 wallet does, and re-announces on request. */
export function announceWallet(
  provider: Eip1193Provider,
  info: { uuid?: string; name?: string; icon?: string; rdns?: string } = {},
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? '350670db-19fa-4704-a166-e52e178b59d2',
      name: info.name ?? 'Example Wallet',
      icon: info.icon ?? "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
      rdns: info.rdns ?? 'com.example.wallet',
    }),
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}
