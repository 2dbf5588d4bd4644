/** What an account holds of one asset, read from a node, before prices and presentation (`toTokenBalance`). */
export type AssetHolding = {
  name: string;
  symbol: string;
  decimals: number;
  /** Base units. */
  amount: bigint;
  /** The token contract or SPL mint; undefined for the chain's native currency. */
  token?: string;
};
