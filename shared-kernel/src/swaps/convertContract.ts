/**
 * The convert (swaps) service (spec §7 `/v1/convert/...`): paths, queries, bodies, answers and error
 * codes shared by the services (which serve them over the dev chain's constant-product AMM) and the
 * `swaps` remote (which calls them). Every path takes the query `projectId`.
 *
 * Tokens are named by CAIP-10 asset addresses on the chain, `eip155:<chainId>:<address>`; the native
 * currency is `NATIVE_TOKEN_ADDRESS` (`eip155:31337:0xeeee…eeee`). Amounts are base-unit integers as
 * decimal strings (never floats): `'100000000000000000'` is 0.1 ETH.
 */
export const CONVERT_PATHS = {
  /** GET (query `chainId`: CAIP-2) → `ConvertTokensResponse`: the tokens swappable on the chain, with prices and images. */
  tokens: '/v1/convert/tokens',
  /** GET (`ConvertQuoteQuery`) → `ConvertQuotesResponse`: the pool's exact output for `amount` of `from`. */
  quotes: '/v1/convert/quotes',
  /** GET (query `tokenAddress`, `userAddress`: CAIP-10) → `AllowanceResponse`: what the router may spend. */
  allowance: '/v1/convert/allowance',
  /** GET (query `chainId`: CAIP-2) → `GasPriceResponse`. */
  gasPrice: '/v1/convert/gas-price',
  /** GET (`BuildApproveQuery`) → `ConvertTransactionResponse`: an ERC-20 `approve` of the router. */
  buildApprove: '/v1/convert/build-approve',
  /** POST `BuildTransactionRequest` → `ConvertTransactionResponse`: the router call with minimum out and deadline. */
  buildTransaction: '/v1/convert/build-transaction',
} as const;

/** The native currency's pseudo token address (the aggregators' convention), lower-case. */
export const NATIVE_TOKEN_PSEUDO_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Default slippage tolerance (spec §9): 1 percent. `BuildTransactionRequest.eip155.slippage` is in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1;
/** Most slippage a swap may be built with (review 2, N18: a wider bound lets a sandwich take that share of the swap). */
export const SWAP_MAX_SLIPPAGE_PERCENT = 5;
/** The AMM's fee on each hop, in basis points (0.30 %). */
export const SWAP_POOL_FEE_BPS = 30;
/** A quote is valid this long after `quotedAt`; the widget re-quotes before signing an older one. */
export const SWAP_QUOTE_VALIDITY_MS = 30_000;
/** The widget re-quotes on this timer while the Swap view is open. */
export const SWAP_REQUOTE_INTERVAL_MS = 15_000;
/** A built swap must be mined before this many seconds pass (the router's `deadline`). */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
/** How long the Swap view waits after the last keystroke before asking for a quote. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300;

/** One token of `GET /v1/convert/tokens`. */
export type ConvertToken = {
  name: string;
  symbol: string;
  /** CAIP-10: `eip155:31337:0x…` (checksummed; the native currency uses the pseudo address). */
  address: string;
  decimals: number;
  /** Image URL on our own services. */
  logoUri: string;
  /** USD price (the services' price table); 0 when unknown. */
  price: number;
  /** Whether the token supports EIP-2612 permits (ours do not: approvals are transactions). */
  eip2612: boolean;
};
export type ConvertTokensResponse = { tokens: ConvertToken[] };

export type ConvertQuoteQuery = {
  /** Base units of `from`, decimal string, > 0. */
  amount: string;
  /** CAIP-10 of the account swapping. */
  userAddress: string;
  /** CAIP-10 token addresses (same chain). */
  from: string;
  to: string;
  /** Optional gas price (wei, decimal) the network fee is computed with; else the node's. */
  gasPrice?: string;
};

/** One quote: exact amounts from the live reserves (constant product, fee included). */
export type ConvertQuote = {
  /** Opaque id (hash of inputs and reserves). */
  id: string;
  fromAccount: string;
  fromAmount: string;
  toAccount: string;
  toAmount: string;
  /** `toAmount` reduced by the slippage tolerance (spec §9: 1 %): what `build-transaction` requires at least. */
  minimumOut: string;
  /** Price impact in percent, e.g. `0.42`. */
  priceImpact: number;
  /** The pools' fee in `from` base units. */
  fee: string;
  /** The token path through the pools (CAIP-10 addresses, `from` … `to`). */
  path: string[];
  /** Estimated gas units of the swap, and its cost in wei at the quote's gas price. */
  gas: string;
  networkFee: string;
  /** ISO time the quote was computed at, and when it stops being valid (`SWAP_QUOTE_VALIDITY_MS` later). */
  quotedAt: string;
  expiresAt: string;
};
export type ConvertQuotesResponse = { quotes: ConvertQuote[] };

export type AllowanceResponse = { allowance: string };

/** Gas prices in wei (decimal strings). */
export type GasPriceResponse = { standard: string; fast: string; instant: string };

export type BuildApproveQuery = {
  /** CAIP-10 of the owner. */
  userAddress: string;
  /** CAIP-10 of the token to approve (never the native currency). */
  from: string;
  /** CAIP-10 of the token bought (checks the pair exists). */
  to: string;
  /** Base units to approve: the swap's amount (required: the service never builds an unlimited allowance). */
  amount: string;
};

export type BuildTransactionRequest = {
  projectId: string;
  amount: string;
  from: string;
  to: string;
  userAddress: string;
  /** Slippage in percent (default `SWAP_SLIPPAGE_PERCENT`, at most `SWAP_MAX_SLIPPAGE_PERCENT`). */
  eip155?: { slippage?: number };
  /** Skip the gas estimate (use a fixed limit). */
  disableEstimate?: boolean;
};

/** A transaction ready for the wallet to sign (EVM). `value` and `gas*` are decimal strings. */
export type ConvertTransaction = {
  from: string;
  to: string;
  data: `0x${string}`;
  value: string;
  eip155: { gas: string; gasPrice: string };
};
export type ConvertTransactionResponse = {
  tx: ConvertTransaction;
  /** build-transaction only: the quote it was built from, and the minimum out and deadline it enforces. */
  quote?: ConvertQuote;
  minimumOut?: string;
  /** Unix seconds. */
  deadline?: number;
};

/**
 * Error codes of the convert service with their HTTP status (`{ error: { code, message } }`).
 * The two spec §8 messages are exact: `CONVERT_NETWORK_NOT_SUPPORTED` answers 'Network not supported
 * for Swaps', `GAS_PRICE_NETWORK_NOT_SUPPORTED` 'Network not supported for Gas Price'.
 */
export const CONVERT_SERVICE_ERRORS = {
  CONVERT_NETWORK_NOT_SUPPORTED: 400,
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 400,
  CONVERT_UNKNOWN_TOKEN: 400,
  CONVERT_SAME_TOKEN: 400,
  CONVERT_INVALID_AMOUNT: 400,
  CONVERT_NO_POOL: 404,
  CONVERT_INSUFFICIENT_LIQUIDITY: 422,
  CONVERT_INVALID_SLIPPAGE: 400,
  CONVERT_NATIVE_NEEDS_NO_APPROVAL: 400,
} as const satisfies Record<string, number>;

export type ConvertServiceErrorCode = keyof typeof CONVERT_SERVICE_ERRORS;

/** Spec §8 texts, thrown by the widget's swap controller and answered by the service. */
export const CONVERT_ERROR_MESSAGES = {
  swapsNetworkNotSupported: 'Network not supported for Swaps',
  gasPriceNetworkNotSupported: 'Network not supported for Gas Price',
} as const;
