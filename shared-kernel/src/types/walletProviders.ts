import type { Eip1193Provider } from './eip1193.js';
import type { ChainNamespace } from './network.js';

/** A Solana public key in the shape dapps know from web3.js (`toBase58()`), without web3.js. */
export type SolanaPublicKey = {
  toBase58(): string;
  toString(): string;
  toBytes(): Uint8Array;
  equals(other: { toBase58(): string }): boolean;
};

/**
 * A transaction in @solana/kit's `Transaction` shape (compiled message bytes and the signatures
 * map), described structurally: the kernel does not depend on kit, and kit's branded types fit it.
 */
export type SolanaKitTransactionLike = Readonly<{
  messageBytes: ArrayLike<number>;
  signatures: Readonly<Record<string, ArrayLike<number> | null>>;
}>;

export type SolanaSendOptions = {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
};

/**
 * The Solana provider of a Wallet Standard account (`getWalletProvider('solana')`; the `solana`
 * remote builds it), in the shape of AppKit's Solana provider. Transactions go in and come back in
 * the same form: wire bytes, or a @solana/kit `Transaction` (the `solana` remote narrows
 * `transactionInput` to kit's own type).
 */
export type SolanaProvider<transactionInput = Uint8Array | SolanaKitTransactionLike> = {
  readonly name: string;
  readonly icon: string | undefined;
  /** The connected account's base58 address. */
  readonly address: string;
  readonly publicKey: SolanaPublicKey;
  /** The Wallet Standard chain requests go to, e.g. `solana:localnet`. */
  readonly chain: `${string}:${string}`;
  /** Signs `message` (raw bytes) and resolves to the 64-byte Ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction<transaction extends transactionInput>(transaction: transaction): Promise<transaction>;
  signAllTransactions<transaction extends transactionInput>(transactions: readonly transaction[]): Promise<transaction[]>;
  /** Signs and sends; resolves to the base58 transaction signature. */
  signAndSendTransaction(transaction: transactionInput, options?: SolanaSendOptions): Promise<string>;
};

/**
 * A provider taking JSON-RPC requests for any CAIP-2 chain (WalletConnect's `UniversalProvider`):
 * what a wallet connected over WalletConnect is on every chain family, e.g.
 * `request({ method: 'solana_signMessage', params }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')`.
 */
export type CaipRequestProvider = {
  request<result = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<result>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
};

/**
 * What `getWalletProvider(namespace)` hands out for each chain family: EIP-1193 for eip155 (browser
 * wallets, WalletConnect, the embedded wallet), the Solana provider for a Wallet Standard wallet or
 * WalletConnect's provider for Solana, and WalletConnect's provider for the families only it connects.
 */
export type WalletProviders = {
  [namespace in ChainNamespace]: namespace extends 'eip155'
    ? Eip1193Provider
    : namespace extends 'solana'
      ? SolanaProvider | CaipRequestProvider
      : CaipRequestProvider;
};

/** The provider of one chain family (`WalletProviders[namespace]`); any family's when `namespace` is `ChainNamespace`. */
export type WalletProvider<namespace extends ChainNamespace = ChainNamespace> = WalletProviders[namespace];
