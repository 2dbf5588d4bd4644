import type { ChainNamespace } from '@foyer/kernel';

/**
 * Display names of the chain families, as the modal shows them (and as 'Failed to disconnect
 * chains: ...' lists them).
 * @example
 * NAMESPACE_NAMES.bip122 // 'Bitcoin'
 */
export const NAMESPACE_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
};
