import { DEFAULT_PORTS } from '@foyer/kernel';

/** Where the page's wallet talks to: the relay and the dev chain's JSON-RPC. */
export type WalletPageConfig = {
  relayUrl: string;
  rpcUrl: string;
  /** The anvil dev mnemonic index of the account the page holds. */
  accountIndex: number;
  /** `?debug`: the WalletConnect client logs to the console. */
  debug: boolean;
};

/** The page's account: anvil account 2 (the demo's injected dev wallet is 0, the e2e scripted wallet 1). */
export const WALLET_PAGE_ACCOUNT_INDEX = 2;

/**
 * The page's settings from its query (`?relayUrl=`, `?rpcUrl=`, `?account=`), else the local
 * defaults of `npm start` on the page's own host (the relay and anvil on their `DEFAULT_PORTS`).
 * @example
 * readWalletPageConfig(new URL('http://127.0.0.1:3010/wallet/?relayUrl=ws://127.0.0.1:3130'))
 */
export function readWalletPageConfig(url: URL): WalletPageConfig {
  const query = url.searchParams;
  // Served from anything but loopback (it never should be: dev mode only), fall back to 127.0.0.1, not that host.
  const host = url.hostname && isLoopbackHostName(url.hostname) ? url.hostname : '127.0.0.1';
  const index = Number(query.get('account') ?? WALLET_PAGE_ACCOUNT_INDEX);
  return {
    relayUrl: loopbackUrl(query.get('relayUrl'), ['ws:', 'wss:']) ?? `ws://${host}:${DEFAULT_PORTS.relay}`,
    rpcUrl: loopbackUrl(query.get('rpcUrl'), ['http:', 'https:']) ?? `http://${host}:${DEFAULT_PORTS.anvil}`,
    accountIndex: Number.isInteger(index) && index >= 0 && index < 10 ? index : WALLET_PAGE_ACCOUNT_INDEX,
    debug: query.has('debug'),
  };
}

/** Whether a URL host name is this machine's loopback: localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackHostName(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = hostname.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/**
 * `value` when it is a loopback URL with one of `protocols`; null otherwise (the default applies). The page holds a
 * public dev key: a link must not point it at someone else's node or relay (L9).
 */
function loopbackUrl(value: string | null, protocols: readonly string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && isLoopbackHostName(url.hostname) ? url.href.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}
