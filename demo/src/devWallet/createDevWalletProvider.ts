import { DevWalletRpcError, RPC_ERROR } from './DevWalletRpcError.js';
import { nodeRpc } from './nodeRpc.js';

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

type Listener = (...args: never[]) => void;

/** An EIP-1193 provider. */
export interface DevWalletProvider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): DevWalletProvider;
  removeListener(event: string, listener: Listener): DevWalletProvider;
}

export interface DevWalletOptions {
  /** JSON-RPC URL of the dev node (its accounts are unlocked). */
  nodeUrl: string;
  /** Reject every connection request like a user clicking "Reject" (code 4001). */
  rejectConnections?: boolean;
  /** Where the "connected" permission survives reloads, like a wallet extension's storage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export const DEV_WALLET_STORAGE_KEY = 'foyer-dev-wallet:connected';

/** Methods that act for the account and need the user's permission first. */
const ACCOUNT_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
]);

const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.';

/**
 * The "Foyer Dev Wallet": an EIP-1193 provider for the dev node's first account. It keeps a
 * permission like a real wallet (`eth_accounts` is empty until `eth_requestAccounts`) and
 * forwards everything else to the node, whose unlocked accounts sign directly.
 */
export function createDevWalletProvider({
  nodeUrl,
  rejectConnections = false,
  storage,
}: DevWalletOptions): DevWalletProvider {
  const listeners = new Map<string, Set<Listener>>();
  let account: string | undefined;
  let chainId: string | undefined;

  const emit = (event: string, payload: unknown): void => {
    for (const listener of listeners.get(event) ?? []) {
      (listener as (value: unknown) => void)(payload);
    }
  };
  const isConnected = (): boolean => storage?.getItem(DEV_WALLET_STORAGE_KEY) === 'true';

  const nodeAccount = async (): Promise<string> => {
    if (account !== undefined) return account;
    const accounts = (await nodeRpc(nodeUrl, 'eth_accounts')) as string[];
    const first = accounts[0];
    if (first === undefined) throw new DevWalletRpcError(RPC_ERROR.internal, 'The dev node has no unlocked account');
    account = first;
    return first;
  };
  const nodeChainId = async (): Promise<string> => {
    chainId ??= (await nodeRpc(nodeUrl, 'eth_chainId')) as string;
    return chainId;
  };

  const connect = async (): Promise<string[]> => {
    if (rejectConnections) throw new DevWalletRpcError(RPC_ERROR.userRejected, 'User rejected the request.');
    const address = await nodeAccount();
    if (!isConnected()) {
      storage?.setItem(DEV_WALLET_STORAGE_KEY, 'true');
      emit('connect', { chainId: await nodeChainId() });
      emit('accountsChanged', [address]);
    }
    return [address];
  };

  const disconnect = (): null => {
    if (isConnected()) {
      storage?.removeItem(DEV_WALLET_STORAGE_KEY);
      emit('accountsChanged', []);
    }
    return null;
  };

  /** The account a signing request names must be the connected one. */
  const assertAuthorized = async (method: string, params: readonly unknown[]): Promise<void> => {
    if (!isConnected()) throw new DevWalletRpcError(RPC_ERROR.unauthorized, UNAUTHORIZED);
    const address = (await nodeAccount()).toLowerCase();
    const named =
      method === 'personal_sign'
        ? params[1]
        : method === 'eth_sign' || method === 'eth_signTypedData_v4'
          ? params[0]
          : (params[0] as { from?: unknown } | undefined)?.from;
    if (typeof named === 'string' && named.toLowerCase() !== address) {
      throw new DevWalletRpcError(RPC_ERROR.unauthorized, UNAUTHORIZED);
    }
  };

  const switchChain = async (params: readonly unknown[]): Promise<null> => {
    const requested = (params[0] as { chainId?: unknown } | undefined)?.chainId;
    if (typeof requested !== 'string') {
      throw new DevWalletRpcError(RPC_ERROR.invalidParams, 'Expected [{ chainId: string }]');
    }
    const current = await nodeChainId();
    if (BigInt(requested) !== BigInt(current)) {
      throw new DevWalletRpcError(
        RPC_ERROR.unrecognizedChain,
        `Unrecognized chain ID "${requested}". Foyer Dev Wallet only knows the dev chain (${BigInt(current)}).`,
      );
    }
    return null;
  };

  const provider: DevWalletProvider = {
    async request({ method, params }) {
      const list = Array.isArray(params) ? (params as readonly unknown[]) : params === undefined ? [] : [params];
      switch (method) {
        case 'eth_requestAccounts':
          return connect();
        case 'eth_accounts':
          return isConnected() ? [await nodeAccount()] : [];
        case 'eth_chainId':
          return nodeChainId();
        case 'wallet_requestPermissions':
          await connect();
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_getPermissions':
          return isConnected() ? [{ parentCapability: 'eth_accounts' }] : [];
        case 'wallet_revokePermissions':
          return disconnect();
        case 'wallet_switchEthereumChain':
          return switchChain(list);
        case 'wallet_addEthereumChain':
          throw new DevWalletRpcError(RPC_ERROR.unsupportedMethod, 'Foyer Dev Wallet only supports the dev chain');
        default:
          if (ACCOUNT_METHODS.has(method)) await assertAuthorized(method, list);
          return nodeRpc(nodeUrl, method, list);
      }
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (set === undefined) listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider;
}
