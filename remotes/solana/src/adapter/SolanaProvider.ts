import type { Transaction } from '@solana/kit';

/** A Solana public key in the shape dapps know from web3.js (`toBase58()`), without web3.js. */
export type SolanaPublicKey = {
  toBase58(): string;
  toString(): string;
  toBytes(): Uint8Array;
  equals(other: { toBase58(): string }): boolean;
};

/** A transaction as the provider takes it: wire bytes, or a @solana/kit `Transaction`. */
export type SolanaTransactionInput = Uint8Array | Transaction;

export type SolanaSendOptions = {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
};

/**
 * The Solana provider handed to integrators (`getWalletProvider('solana')`), in the shape of AppKit's
 * Solana provider. Transactions go in and come back in the same form (wire bytes or kit `Transaction`).
 */
export type SolanaProvider = {
  readonly name: string;
  readonly icon: string | undefined;
  /** The connected account's base58 address. */
  readonly address: string;
  readonly publicKey: SolanaPublicKey;
  /** The Wallet Standard chain requests go to, e.g. `solana:localnet`. */
  readonly chain: `${string}:${string}`;
  /** Signs `message` (raw bytes) and resolves to the 64-byte Ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction<transaction extends SolanaTransactionInput>(transaction: transaction): Promise<transaction>;
  signAllTransactions<transaction extends SolanaTransactionInput>(transactions: readonly transaction[]): Promise<transaction[]>;
  /** Signs and sends; resolves to the base58 transaction signature. */
  signAndSendTransaction(transaction: SolanaTransactionInput, options?: SolanaSendOptions): Promise<string>;
};
