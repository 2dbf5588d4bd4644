import { isPageOriginAllowed } from './isPageOriginAllowed';

test('an origin on the list is allowed, another is not', () => {
  const list = ['http://127.0.0.1:3100', 'http://localhost:3000'];
  expect(isPageOriginAllowed('http://127.0.0.1:3100', list)).toBe(true);
  expect(isPageOriginAllowed('http://localhost:3100', list)).toBe(false);
});

test('without a list (not loaded, or empty) the secure site decides', () => {
  expect(isPageOriginAllowed('http://localhost:3100', null)).toBe(true);
  expect(isPageOriginAllowed('http://localhost:3100', [])).toBe(true);
});
