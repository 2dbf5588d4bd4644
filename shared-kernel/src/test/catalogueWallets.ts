import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Wallet } from '../types/wallet.js';

type CatalogueEntry = Omit<Wallet, 'image_id' | 'image_url' | 'badge_type'> & { rank: number };

/** The 153 real wallets of `../shared/data/wallets.json` (read in place), in catalogue shape and rank order. */
export function catalogueWallets(): Wallet[] {
  // Tests run under jest (CommonJS), where `__dirname` is this folder.
  const file = path.resolve(__dirname, '../../../../shared/data/wallets.json');
  const entries = JSON.parse(readFileSync(file, 'utf8')) as CatalogueEntry[];
  return entries
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => ({
      id: entry.id,
      name: entry.name,
      image_id: entry.id,
      image_url: null,
      mobile_link: entry.mobile_link ?? null,
      desktop_link: entry.desktop_link ?? null,
      webapp_link: entry.webapp_link ?? null,
      rdns: entry.rdns ?? null,
      chains: entry.chains ?? [],
      badge_type: null,
      // As the widget parses them: present only when the catalogue has the page.
      ...(entry.homepage ? { homepage: entry.homepage } : {}),
      ...(entry.app_store ? { app_store: entry.app_store } : {}),
      ...(entry.play_store ? { play_store: entry.play_store } : {}),
    }));
}

/** `count` synthetic wallets ("Wallet 1" ...), for virtualization and paging tests. */
export function syntheticWallets(count: number): Wallet[] {
  return Array.from({ length: count }, (_, index) => testWallet(`w${index + 1}`, { name: `Wallet ${index + 1}`, mobile_link: null }));
}

/**
 * One catalogue wallet named "Wallet `id`" with a mobile deep link (`id://`), on mainnet.
 * @example
 * testWallet('metamask', { desktop_link: 'metamask-desktop://' })
 */
export function testWallet(id: string, overrides: Partial<Wallet> = {}): Wallet {
  return {
    id,
    name: `Wallet ${id}`,
    image_id: id,
    image_url: null,
    mobile_link: `${id}://`,
    desktop_link: null,
    webapp_link: null,
    rdns: null,
    chains: ['eip155:1'],
    badge_type: null,
    ...overrides,
  };
}
