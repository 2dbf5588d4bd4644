import type { SolanaProvider as KernelSolanaProvider } from '@foyer/kernel';
import type { Transaction } from '@solana/kit';

/** A transaction as the provider takes it: wire bytes, or a @solana/kit `Transaction`. */
export type SolanaTransactionInput = Uint8Array | Transaction;

/**
 * The Solana provider handed to integrators (`getWalletProvider('solana')`): the kernel's
 * `SolanaProvider` taking kit's own `Transaction` type.
 */
export type SolanaProvider = KernelSolanaProvider<SolanaTransactionInput>;
