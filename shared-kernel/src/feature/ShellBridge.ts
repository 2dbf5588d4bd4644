import type { CaipNetworkId, ChainNamespace } from '../types/network.js';
import type { RemoteApiRegistry } from './RemoteApiRegistry.js';

/**
 * Live wallet provider objects by connector id. Providers never enter Redux state; the shell
 * hands them out (`useFoyerProvider`, `getWalletProvider`) from here.
 */
export type ProviderRegistry = {
  get(connectorId: string): unknown;
  set(connectorId: string, provider: unknown): void;
  delete(connectorId: string): void;
  /** Keeps the function that stops following the provider's events (replacing the previous one). */
  setWatcher(connectorId: string, unwatch: () => void): void;
};

/** Values kept across reloads under the kernel's `STORAGE_PREFIX`. */
export type BridgeStorage = {
  get<value>(key: string): value | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
};

/** Developer-facing messages (silent unless the `debug` option is on). */
export type BridgeLogger = {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
};

/** A message for the active account to sign (`ShellBridge.signMessage`). */
export type BridgeSignMessageParameters = {
  /** The exact text signed (EVM `personal_sign`, Solana `signMessage` over its UTF-8 bytes). */
  message: string;
  /** The account expected to sign: the request fails rather than sign with another one. */
  address: string;
  namespace: ChainNamespace;
};

export type BridgeSignMessageReturnType = {
  /** 0x hex for EVM accounts, base58 for Solana accounts. */
  signature: string;
};

/** A transaction for the active account's wallet to sign and send (`ShellBridge.sendTransaction`). */
export type BridgeSendTransactionParameters =
  | {
      namespace: 'eip155';
      /** The account expected to send: the request fails rather than send from another one. */
      address: string;
      /** The chain the transaction is for (the connection's active chain). */
      caipNetworkId: CaipNetworkId;
      /** `eth_sendTransaction`'s fields; `value` in wei as 0x hex. */
      transaction: { to: string; value?: `0x${string}`; data?: `0x${string}` };
    }
  | {
      namespace: 'solana';
      address: string;
      caipNetworkId: CaipNetworkId;
      /** The unsigned transaction's wire bytes (the sender pays the fee and signs). */
      transaction: Uint8Array;
    };

export type BridgeSendTransactionReturnType = {
  /** The transaction hash (0x hex) on EVM chains, the base58 signature on Solana. */
  hash: string;
};

/**
 * What the shell lends a remote's `setup`: the live objects that stay out of Redux, and the
 * other remotes' APIs (a remote never imports another remote).
 * @example
 * const auth = await shell.loadRemoteApi('auth') // AuthApi, typed by RemoteApiRegistry
 */
export type ShellBridge = {
  providers: ProviderRegistry;
  storage: BridgeStorage;
  logger: BridgeLogger;
  isMobile(): boolean;
  /**
   * Signs `message` with the active account's wallet (the shell's signing code loads on first use).
   * Rejects with the kernel error of the wallet's refusal (a user rejection included).
   */
  signMessage(parameters: BridgeSignMessageParameters): Promise<BridgeSignMessageReturnType>;
  /**
   * Has the active account's wallet sign and send `transaction` (the shell's signing code loads on
   * first use); resolves once the wallet answers with the hash. Rejects with the wallet's error (a user
   * rejection keeps its EIP-1193 code 4001).
   */
  sendTransaction(parameters: BridgeSendTransactionParameters): Promise<BridgeSendTransactionReturnType>;
  /**
   * What remote `id`'s setup resolved to, loading the remote first (once). Rejects with the
   * shell's `FeatureLoadError` when the remote is disabled or cannot load.
   */
  loadRemoteApi<id extends keyof RemoteApiRegistry>(id: id): Promise<RemoteApiRegistry[id]>;
};
