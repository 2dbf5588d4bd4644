import type { CaipNetwork, TokenBalance } from '@foyer/kernel';

/** The native token of `network` in a balance response: the entry without a contract address (else by symbol). */
export function nativeBalance(balances: readonly TokenBalance[], network: CaipNetwork): TokenBalance | undefined {
  const onChain = balances.filter((balance) => balance.chainId === network.caipNetworkId);
  return (
    onChain.find((balance) => !balance.address) ??
    onChain.find((balance) => balance.symbol === network.nativeCurrency.symbol) ??
    balances.find((balance) => !balance.address)
  );
}
