/**
 * What the demo uses of the provider `useFoyerProvider('solana')` returns for a Wallet Standard
 * account (the Solana adapter's provider, AppKit-shaped). The shell types every provider as EIP-1193,
 * so the demo checks this shape before using it.
 */
export type DemoSolanaProvider = {
  /** The connected account's base58 address. */
  readonly address: string;
  /** Signs raw bytes and resolves to the 64-byte Ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Signs and sends wire-format transaction bytes; resolves to the base58 transaction signature. */
  signAndSendTransaction(transaction: Uint8Array): Promise<string>;
};

/**
 * The provider as a `DemoSolanaProvider`, or undefined when it lacks that shape (none connected, or
 * an EVM provider).
 * @example
 * const solana = asDemoSolanaProvider(useFoyerProvider('solana').walletProvider)
 */
export function asDemoSolanaProvider(provider: unknown): DemoSolanaProvider | undefined {
  if (typeof provider !== 'object' || provider === null) return undefined;
  const candidate = provider as Partial<Record<keyof DemoSolanaProvider, unknown>>;
  const fits =
    typeof candidate.address === 'string' &&
    typeof candidate.signMessage === 'function' &&
    typeof candidate.signAndSendTransaction === 'function';
  return fits ? (provider as DemoSolanaProvider) : undefined;
}
