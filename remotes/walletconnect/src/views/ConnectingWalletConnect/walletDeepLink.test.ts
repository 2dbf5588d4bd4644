import { isWebLink, walletDeepLink } from './walletDeepLink';

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=abc&expiryTimestamp=1';
const ENCODED = encodeURIComponent(URI);
const links = { mobile_link: 'rainbow://', desktop_link: 'rainbow-desktop:', webapp_link: 'https://app.example.com' };

test('mobile uses mobile_link + wc?uri=', () => {
  expect(walletDeepLink(links, URI, true)).toBe(`rainbow://wc?uri=${ENCODED}`);
});

test('desktop uses desktop_link, normalised to a scheme', () => {
  expect(walletDeepLink(links, URI, false)).toBe(`rainbow-desktop://wc?uri=${ENCODED}`);
});

test('falls back to the web app, with a slash before wc', () => {
  expect(walletDeepLink({ mobile_link: null, desktop_link: null, webapp_link: 'https://app.example.com' }, URI, true)).toBe(
    `https://app.example.com/wc?uri=${ENCODED}`,
  );
  expect(walletDeepLink({ mobile_link: 'https://link.example.com/', desktop_link: null, webapp_link: null }, URI, false)).toBe(
    `https://link.example.com/wc?uri=${ENCODED}`,
  );
});

test('no link, no deep link', () => {
  expect(walletDeepLink({ mobile_link: null, desktop_link: null, webapp_link: null }, URI, true)).toBeUndefined();
});

test('tells web links from native ones', () => {
  expect(isWebLink('https://a.example')).toBe(true);
  expect(isWebLink('rainbow://wc')).toBe(false);
});

test('a link with a refused scheme gives no deep link (the next link is not tried either)', () => {
  for (const link of ['javascript:alert(1)//', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'blob:https://a/b', 'http://wallet.example/']) {
    expect(walletDeepLink({ mobile_link: link, desktop_link: null, webapp_link: null }, URI, true)).toBeUndefined();
  }
  expect(walletDeepLink({ mobile_link: 'javascript', desktop_link: null, webapp_link: null }, URI, true)).toBeUndefined();
});
