import type { Wallet } from '@foyer/kernel';
import { http, HttpResponse } from 'msw';

export const TEST_API_URL = 'http://api.test';

/** A catalogue wallet with links. */
export function wallet(id: string, links: Partial<Pick<Wallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>> = {}): Wallet {
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
    ...links,
  };
}

/** msw handler for `/getWallets` (page 1 only; include filters by id). */
export function getWalletsHandler(wallets: readonly Wallet[]) {
  return http.get(`${TEST_API_URL}/getWallets`, ({ request }) => {
    const url = new URL(request.url);
    const include = url.searchParams.get('include')?.split(',').filter(Boolean) ?? [];
    const entries = Number(url.searchParams.get('entries') ?? '40');
    const matching = wallets.filter((item) => include.length === 0 || include.includes(item.id));
    return HttpResponse.json({ count: matching.length, data: matching.slice(0, entries) });
  });
}
