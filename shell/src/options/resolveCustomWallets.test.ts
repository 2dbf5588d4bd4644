import { InvalidTypeError } from '@foyer/kernel';
import { resolveOptions } from './resolveOptions.js';

const acme = {
  id: 'acme',
  name: 'Acme Wallet',
  homepage: 'https://acme.example',
  image_url: 'https://acme.example/icon.png',
  mobile_link: 'acme://',
  desktop_link: 'acme-desktop://',
  webapp_link: 'https://app.acme.example',
  app_store: 'https://apps.apple.com/app/acme',
  play_store: 'https://play.google.com/store/apps/details?id=acme',
};

test('custom wallets become catalogue-shaped entries with where to get them', () => {
  const [entry] = resolveOptions({ projectId: 'p', customWallets: [acme] }).configured.customWallets;
  expect(entry).toEqual({ ...acme, image_id: null, rdns: null, chains: [], badge_type: null });
});

test('a wallet with only an id and a name is accepted, its links null', () => {
  expect(resolveOptions({ projectId: 'p', customWallets: [{ id: 'x', name: 'X' }] }).configured.customWallets[0]).toMatchObject({
    mobile_link: null,
    homepage: null,
    app_store: null,
  });
});

test.each<[unknown, string]>([
  ['acme', 'customWallets'],
  [[null], 'customWallets[0]'],
  [[{ name: 'No id' }], 'customWallets[0].id'],
  [[{ id: 'a', name: '  ' }], 'customWallets[0].name'],
  [[acme, { ...acme, name: 'Again' }], 'customWallets[1].id'],
  [[{ ...acme, homepage: 'javascript:alert(1)' }], 'customWallets[0].homepage'],
  [[{ ...acme, mobile_link: 'javascript:alert(1)' }], 'customWallets[0].mobile_link'],
  [[{ ...acme, app_store: 'acme://store' }], 'customWallets[0].app_store'],
  [[{ ...acme, webapp_link: 'http://app.acme.example' }], 'customWallets[0].webapp_link'],
])('a bad entry is rejected naming it: %j', (customWallets, path) => {
  const resolve = () => resolveOptions({ projectId: 'p', customWallets: customWallets as never });
  expect(resolve).toThrow(InvalidTypeError);
  expect(resolve).toThrow(new RegExp(`Path: ${path.replace(/[[\]]/g, '\\$&')}$`));
});
