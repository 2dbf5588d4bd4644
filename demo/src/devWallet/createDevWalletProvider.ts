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
  /**
   * Refuse every request to switch or add a chain like a user clicking "Cancel" (code 4001).
   * The page may change it later with the dev-only `devWallet_setRejectSwitches` request (`[boolean]`).
   */
  rejectSwitches?: boolean;
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
const USER_REJECTED = 'User rejected the request.';

/** EIP-1193 4901: the provider is not connected to the requested chain. */
const CHAIN_DISCONNECTED = 4901;

/** Chains the wallet knows without being told, as real wallets ship Ethereum mainnet built in. */
const BUILT_IN_CHAIN_IDS: ReadonlySet<string> = new Set(['0x1']);

/** Account methods that never touch a chain: the node's key signs them whatever chain the wallet is on. */
const CHAIN_FREE_METHODS = new Set(['personal_sign', 'eth_sign']);

/** `0x`-prefixed lowercase hex of a chain id (`'0x7a69'`), or undefined when `value` is not one. */
function normalizeChainId(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return undefined;
  const id = BigInt(value);
  return id > 0n ? `0x${id.toString(16)}` : undefined;
}

/** The chain id (normalized) of valid EIP-3085 `wallet_addEthereumChain` parameters, else an invalid-params error. */
function readAddChainParameters(parameters: unknown): string {
  const invalid = (why: string) => new DevWalletRpcError(RPC_ERROR.invalidParams, `Invalid wallet_addEthereumChain parameters: ${why}`);
  if (typeof parameters !== 'object' || parameters === null) throw invalid('expected [{ chainId, chainName, nativeCurrency, rpcUrls }]');
  const { chainId, chainName, nativeCurrency, rpcUrls } = parameters as Record<string, unknown>;
  const id = normalizeChainId(chainId);
  if (id === undefined) throw invalid('chainId must be a positive 0x-prefixed hexadecimal string');
  if (typeof chainName !== 'string' || chainName.trim() === '') throw invalid('chainName must be a non-empty string');
  const currency = nativeCurrency as Record<string, unknown> | null | undefined;
  if (typeof currency?.symbol !== 'string' || currency.decimals !== 18) {
    throw invalid('nativeCurrency must have a symbol and 18 decimals');
  }
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every((url) => typeof url === 'string')) {
    throw invalid('rpcUrls must be a non-empty array of URLs');
  }
  return id;
}

/**
 * The "Foyer Dev Wallet": an EIP-1193 provider for the dev node's first account. It keeps a
 * permission like a real wallet (`eth_accounts` is empty until `eth_requestAccounts`) and
 * forwards everything else to the node, whose unlocked accounts sign directly.
 *
 * Chains: it starts on the dev node's chain and switches (`wallet_switchEthereumChain`, then
 * `chainChanged`) to the chains it knows: the dev chain, Ethereum mainnet (built in) and those
 * added with `wallet_addEthereumChain`; any other chain is code 4902. It only ever reaches the
 * dev node (an added chain's `rpcUrls` are recorded, never called), so on another chain it
 * answers `eth_chainId` and chain-free signing, and refuses what needs that chain with code
 * 4901 rather than answering from the dev node. `devWallet_setRejectSwitches` (`[true]`) makes
 * the simulated user refuse the next switch and add requests (code 4001), like `rejectSwitches`;
 * `devWallet_holdSwitches` makes switch requests wait (the user has not answered yet) until
 * `devWallet_releaseSwitches`, so that a page can show its "switch pending" state.
 * @example
 * const provider = createDevWalletProvider({ nodeUrl: 'http://127.0.0.1:8545', storage: localStorage })
 * await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }) // emits chainChanged '0x1'
 */
export function createDevWalletProvider({
  nodeUrl,
  rejectConnections = false,
  rejectSwitches: initialRejectSwitches = false,
  storage,
}: DevWalletOptions): DevWalletProvider {
  let rejectSwitches = initialRejectSwitches;
  /** While true, switch requests wait in `heldSwitches` for `devWallet_releaseSwitches`. */
  let holdSwitches = false;
  const heldSwitches: (() => void)[] = [];
  const listeners = new Map<string, Set<Listener>>();
  let account: string | undefined;
  let nodeChain: string | undefined;
  /** The chain the wallet is on; undefined means the dev node's. */
  let selectedChain: string | undefined;
  /** Chain ids added with `wallet_addEthereumChain`. */
  const addedChains = new Set<string>();

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
    if (nodeChain === undefined) {
      const answer = await nodeRpc(nodeUrl, 'eth_chainId');
      const id = normalizeChainId(answer);
      if (id === undefined) throw new DevWalletRpcError(RPC_ERROR.internal, `The dev node answered eth_chainId with ${String(answer)}`);
      nodeChain = id;
    }
    return nodeChain;
  };
  const currentChainId = async (): Promise<string> => selectedChain ?? nodeChainId();
  const isKnownChain = async (id: string): Promise<boolean> =>
    id === (await nodeChainId()) || BUILT_IN_CHAIN_IDS.has(id) || addedChains.has(id);

  const connect = async (): Promise<string[]> => {
    if (rejectConnections) throw new DevWalletRpcError(RPC_ERROR.userRejected, 'User rejected the request.');
    const address = await nodeAccount();
    if (!isConnected()) {
      storage?.setItem(DEV_WALLET_STORAGE_KEY, 'true');
      emit('connect', { chainId: await currentChainId() });
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
    const id = normalizeChainId(requested);
    if (id === undefined) {
      throw new DevWalletRpcError(RPC_ERROR.invalidParams, 'Expected [{ chainId: string }] with a 0x-prefixed hexadecimal chain id');
    }
    if (!(await isKnownChain(id))) {
      throw new DevWalletRpcError(
        RPC_ERROR.unrecognizedChain,
        `Unrecognized chain ID "${String(requested)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    if (holdSwitches) await new Promise<void>((release) => heldSwitches.push(release));
    if (rejectSwitches) throw new DevWalletRpcError(RPC_ERROR.userRejected, USER_REJECTED);
    if (id !== (await currentChainId())) {
      selectedChain = id === (await nodeChainId()) ? undefined : id;
      emit('chainChanged', id);
    }
    return null;
  };

  /** Records the chain (never calling its RPC URLs); switching to it stays a separate request. */
  const addChain = async (params: readonly unknown[]): Promise<null> => {
    const id = readAddChainParameters(params[0]);
    if (rejectSwitches) throw new DevWalletRpcError(RPC_ERROR.userRejected, USER_REJECTED);
    if (!(await isKnownChain(id))) addedChains.add(id);
    return null;
  };

  /** Only the dev node's chain is served; elsewhere, what needs the chain is refused. */
  const assertServedChain = async (method: string): Promise<void> => {
    const current = await currentChainId();
    if (current === (await nodeChainId())) return;
    throw new DevWalletRpcError(
      CHAIN_DISCONNECTED,
      `Foyer Dev Wallet cannot serve ${method} on chain ${BigInt(current)}: it only reaches the dev chain (${BigInt(await nodeChainId())}).`,
    );
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
          return currentChainId();
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
          return addChain(list);
        case 'devWallet_setRejectSwitches':
          if (typeof list[0] !== 'boolean') throw new DevWalletRpcError(RPC_ERROR.invalidParams, 'Expected [boolean]');
          rejectSwitches = list[0];
          return null;
        case 'devWallet_holdSwitches':
          holdSwitches = true;
          return null;
        case 'devWallet_releaseSwitches':
          holdSwitches = false;
          for (const release of heldSwitches.splice(0)) release();
          return null;
        case 'net_version':
          return BigInt(await currentChainId()).toString();
        default:
          if (ACCOUNT_METHODS.has(method)) await assertAuthorized(method, list);
          if (!CHAIN_FREE_METHODS.has(method)) await assertServedChain(method);
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
