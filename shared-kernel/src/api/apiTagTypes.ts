/**
 * Every cache tag of `servicesApi` (the one API of the services base URL) and of the endpoints
 * features inject into it: one closed list, so that a mutation in one feature invalidates data
 * another feature shows.
 */
export const API_TAG_TYPES = [
  'ProjectConfig',
  'AllowedOrigins',
  'AnalyticsConfig',
  'Wallets',
  'Balance',
  'Nfts',
  'Identity',
  'Transactions',
  'Tokens',
  'TokenPrices',
  'GasPrice',
  'SwapQuote',
  'Allowance',
  'Names',
  'OnrampOptions',
  'Sessions',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];
