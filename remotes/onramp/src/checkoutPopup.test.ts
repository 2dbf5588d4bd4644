import { currentCheckoutPopup, forgetCheckoutPopup, isSafeCheckoutUrl, openCheckoutPopup } from './checkoutPopup';
import { fakePopup } from './test-utils/fakePopup';

const API = 'http://127.0.0.1:3010';

test.each([
  [`${API}/onramp/checkout/p-1`, true],
  ['https://pay.provider.example/checkout?id=1', true],
  ['http://127.0.0.1:3011/onramp/checkout/p-1', false],
  ['http://evil.test/checkout', false],
  ['javascript:alert(1)', false],
  ['not a url', false],
])('isSafeCheckoutUrl(%p) is %p', (url, safe) => {
  expect(isSafeCheckoutUrl(url, API)).toBe(safe);
});

test('one checkout popup at a time: opening another closes the first; forgetting closes it', () => {
  const first = fakePopup();
  expect(openCheckoutPopup(`${API}/a`)).toBe(first.popup);
  expect(first.open).toHaveBeenCalledWith(`${API}/a`, 'foyer-onramp-checkout', expect.stringContaining('popup=yes,width=600,height=800'));
  openCheckoutPopup(`${API}/b`);
  expect(first.popup.close).toHaveBeenCalledTimes(1);
  forgetCheckoutPopup();
  expect(currentCheckoutPopup()).toBeNull();
});
