/** Flags injected providers set on `window.ethereum`, most specific first (Brave also sets isMetaMask). */
const FLAGS: readonly (readonly [flag: string, name: string])[] = [
  ['isBraveWallet', 'Brave Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isPhantom', 'Phantom'],
  ['isZerion', 'Zerion'],
  ['isRainbow', 'Rainbow'],
  ['isFrame', 'Frame'],
  ['isMetaMask', 'MetaMask'],
];

/**
 * A display name for a legacy `window.ethereum` provider, from its `is*` flags.
 * @example
 * legacyWalletName({ isMetaMask: true }) // 'MetaMask'
 */
export function legacyWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>;
  return FLAGS.find(([flag]) => flags[flag] === true)?.[1] ?? 'Browser Wallet';
}
