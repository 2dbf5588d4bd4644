import { InvalidTypeError, isSafeWalletLink, typeOf, type CustomWalletEntry } from '@foyer/kernel';

type Link = 'image_url' | 'mobile_link' | 'desktop_link' | 'webapp_link' | 'homepage' | 'app_store' | 'play_store';
// Web pages must be https (http on loopback); app links may use the wallet's own scheme.
const APP_LINKS: readonly Link[] = ['mobile_link', 'desktop_link'];

/**
 * Validates the `customWallets` option (AppKit's shape) into catalogue-shaped entries. Throws
 * `InvalidTypeError` naming the bad entry (`customWallets[1].homepage`): an entry without a string
 * `id` or `name`, an id used twice, a link the catalogue would refuse (`javascript:`, plain http off
 * loopback), or a page link (homepage, stores, web app, image) that is not a web URL.
 * @example
 * resolveCustomWallets([{ id: 'acme', name: 'Acme Wallet', mobile_link: 'acme://' }])[0]?.mobile_link // 'acme://'
 */
export function resolveCustomWallets(wallets: unknown): CustomWalletEntry[] {
  if (wallets === undefined) return [];
  if (!Array.isArray(wallets)) throw new InvalidTypeError({ expected: 'array', received: typeOf(wallets), path: 'customWallets' });
  const ids = new Set<string>();
  return wallets.map((wallet: unknown, index) => {
    const at = `customWallets[${index}]`;
    if (wallet === null || typeof wallet !== 'object') throw new InvalidTypeError({ expected: 'object', received: typeOf(wallet), path: at });
    const entry = wallet as Record<string, unknown>;
    const text = (key: 'id' | 'name') => {
      const value = entry[key];
      if (typeof value !== 'string' || !value.trim()) throw new InvalidTypeError({ expected: 'non-empty string', received: typeOf(value), path: `${at}.${key}` });
      return value.trim();
    };
    const id = text('id');
    if (ids.has(id)) throw new InvalidTypeError({ expected: 'a unique id', received: JSON.stringify(id), path: `${at}.id` });
    ids.add(id);
    const link = (key: Link): string | null => {
      const value = entry[key];
      if (value === undefined || value === null || value === '') return null;
      if (typeof value !== 'string' || !isSafeWalletLink(value) || (!APP_LINKS.includes(key) && !/^https?:\/\//iu.test(value))) {
        throw new InvalidTypeError({ expected: APP_LINKS.includes(key) ? 'app link' : 'https URL', received: JSON.stringify(value), path: `${at}.${key}` });
      }
      return value;
    };
    return {
      id,
      name: text('name'),
      image_id: null,
      image_url: link('image_url'),
      mobile_link: link('mobile_link'),
      desktop_link: link('desktop_link'),
      webapp_link: link('webapp_link'),
      rdns: null,
      chains: [],
      badge_type: null,
      homepage: link('homepage'),
      app_store: link('app_store'),
      play_store: link('play_store'),
    };
  });
}
