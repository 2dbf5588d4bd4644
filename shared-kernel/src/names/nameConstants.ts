/** Availability is checked once the user stopped typing for this long. */
export const NAME_AVAILABILITY_DEBOUNCE_MS = 300;

/**
 * The names service's default suffix (`FOYER_NAMES_SUFFIX`): shown until the service's own
 * answers tell the deployment's suffix.
 */
export const DEFAULT_NAME_SUFFIX = '.foyer.id';

/** Names one address may hold (review 2, N10: names are free, so squatting is capped per address). */
export const ACCOUNT_NAMES_PER_ADDRESS = 3;

/** Role and product labels nobody may register (compared lower-case, the whole label): they read as the deployment speaking. */
export const RESERVED_ACCOUNT_LABELS: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'root', 'system', 'support', 'help', 'helpdesk', 'security', 'official', 'staff', 'team',
  'moderator', 'mod', 'wallet', 'foyer', 'foyer-id', 'info', 'contact', 'billing', 'payments', 'refund', 'refunds',
  'verify', 'verification', 'recovery', 'account', 'accounts', 'service', 'services', 'noreply', 'no-reply',
]);

/** Brands whose name may not appear in a label, alone or as one of its hyphen-separated parts (`binance-withdraw`). */
export const RESERVED_BRAND_LABELS: ReadonlySet<string> = new Set([
  'foyer', 'binance', 'coinbase', 'metamask', 'kraken', 'ledger', 'trezor', 'phantom', 'rainbow', 'walletconnect',
  'reown', 'uniswap', 'opensea', 'ethereum', 'solana', 'bitcoin', 'tether', 'usdt', 'usdc', 'circle', 'paypal',
  'stripe', 'google', 'apple', 'microsoft', 'telegram', 'discord', 'twitter', 'github',
]);
