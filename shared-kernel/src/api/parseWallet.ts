import type { Wallet } from '../types/wallet.js';
import { array, nullable, object, string } from '../validation/guards.js';
import { isSafeWalletLink } from '../validation/isSafeWalletLink.js';

const link = nullable(string);
const fields = /* @__PURE__ */ object({
  id: string,
  name: string,
  image_id: link,
  image_url: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  rdns: link,
  chains: array(string),
  badge_type: link,
});

const safe = (value: string | null) => (value !== null && isSafeWalletLink(value) ? value : null);
// Pages to get the wallet from: optional in the answer, kept only as https (or loopback http) pages.
const page = (value: unknown) => (typeof value === 'string' && /^https?:\/\//iu.test(value) && isSafeWalletLink(value) ? value : null);

/**
 * One catalogue wallet (spec §3) at `path`, or a schema error. A link with a refused scheme
 * becomes null (the wallet stays, without that link); an unknown badge becomes null.
 * @example
 * parseWallet({ id: 'metamask', name: 'MetaMask', chains: [] }, 'data[0]')
 */
export function parseWallet(value: unknown, path: string): Wallet {
  const wallet = fields(value, path);
  return {
    ...wallet,
    mobile_link: safe(wallet.mobile_link),
    desktop_link: safe(wallet.desktop_link),
    webapp_link: safe(wallet.webapp_link),
    badge_type: wallet.badge_type === 'certified' || wallet.badge_type === 'none' ? wallet.badge_type : null,
    ...pages(value as Record<string, unknown>),
  };
}

function pages(value: Record<string, unknown>): Pick<Wallet, 'homepage' | 'app_store' | 'play_store'> {
  const result: Pick<Wallet, 'homepage' | 'app_store' | 'play_store'> = {};
  for (const key of ['homepage', 'app_store', 'play_store'] as const) {
    const link = page(value[key]);
    if (link) result[key] = link;
  }
  return result;
}
