/**
 * A Solana wallet as an extension announces itself through the Wallet Standard window events
 * (what `registerWallet` of @wallet-standard/wallet does), written out so the bench page pulls in
 * no wallet package. It is only listed: the bench never connects it.
 * @example
 * registerBenchSolanaWallet()
 */
type WalletStandardApi = { register(...wallets: unknown[]): () => void };

const ICON = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/>";
const unused = () => Promise.reject(new Error('The bench wallet does not connect.'));

export function registerBenchSolanaWallet(): void {
  const wallet = {
    version: '1.0.0',
    name: 'Bench Solana Wallet',
    icon: ICON,
    chains: ['solana:mainnet', 'solana:localnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: unused },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: unused },
    },
  };
  const callback = ({ register }: WalletStandardApi) => void register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<WalletStandardApi>).detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}
