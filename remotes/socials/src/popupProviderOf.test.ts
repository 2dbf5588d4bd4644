import { popupProviderOf } from './popupProviderOf';

test('names a popup provider', () => {
  expect(popupProviderOf('github')).toBe('github');
});

test('refuses Farcaster (QR code, not a popup) and unknown names', () => {
  expect(() => popupProviderOf('farcaster')).toThrow('not a popup social provider');
  expect(() => popupProviderOf('myspace')).toThrow('not a popup social provider');
});
