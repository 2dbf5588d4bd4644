/** Storage prefix of the WalletConnect client (its keys, pairings and sessions in localStorage). */
export const WALLET_CONNECT_STORAGE_PREFIX = '@foyer/wc';

/**
 * How long a pairing may wait for the relay socket before the view says the relay cannot be
 * reached (the client itself only gives up after ~75 s).
 */
export const RELAY_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The product deadline on a pairing code: when no URI came this long after it was asked for, the
 * view says the relay does not answer and offers a retry, even with the relay socket open (a hung
 * relay accepts the socket and never answers the subscription).
 */
export const PAIRING_URI_TIMEOUT_MS = 15_000;

/** How many catalogue wallets the pairing views offer as deep links. */
export const DEEP_LINK_WALLETS_COUNT = 4;
