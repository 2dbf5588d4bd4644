import { qrModulesPath } from './qrModulesPath';

test('draws one rectangle per horizontal run of dark modules', () => {
  expect(
    qrModulesPath([
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ]),
  ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
});

test('an all-light matrix draws nothing', () => {
  expect(qrModulesPath([[false, false], [false, false]])).toBe('');
});
