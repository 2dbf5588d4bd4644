import { coinTypeToChainId, SOLANA_COIN_TYPE } from '@foyer/kernel';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { NameFamily } from './parseAccountAddress.js';
import { profileError } from './profileError.js';

export type NameNetwork = { family: NameFamily; caipNetworkId: string };

/**
 * The served network a registration's signature is checked on: for an ENSIP-11 coin type its EVM chain, for 501
 * the registry's Solana network. 400 `NAME_UNSUPPORTED_COIN_TYPE` for any other coin type or a chain not served.
 */
export function resolveNameNetwork(coinType: number, chains: ChainRegistry): NameNetwork {
  if (coinType === SOLANA_COIN_TYPE) {
    const solana = [...chains.values()].find((chain) => chain.namespace === 'solana');
    if (solana === undefined) throw profileError('NAME_UNSUPPORTED_COIN_TYPE', 'Names for Solana accounts (coin type 501) are not served here');
    return { family: 'solana', caipNetworkId: solana.chainId };
  }
  const chainId = coinTypeToChainId(coinType);
  const caipNetworkId = `eip155:${chainId}`;
  if (chainId === 0 || chains.get(caipNetworkId)?.namespace !== 'eip155') {
    const served = [...chains.values()].filter((chain) => chain.namespace === 'eip155').map((chain) => chain.chainId);
    throw profileError(
      'NAME_UNSUPPORTED_COIN_TYPE',
      `Coin type ${coinType} is not supported: use the ENSIP-11 coin type of ${served.join(', ') || 'a served chain'} or 501 (Solana)`,
    );
  }
  return { family: 'eip155', caipNetworkId };
}
