import { defineFeature } from './defineFeature.js';

test('returns the manifest, frozen', () => {
  const setup = () => {};
  const manifest = defineFeature({ id: 'receive', views: { WalletReceive: () => null }, setup });
  expect(manifest).toMatchObject({ id: 'receive', setup });
  expect(Object.isFrozen(manifest)).toBe(true);
  expect(Object.isFrozen(manifest.views)).toBe(true);
});
