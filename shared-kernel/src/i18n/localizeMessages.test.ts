import { copyMessages, localizeMessages } from './localizeMessages.js';

const english = () => ({
  title: 'Connect Wallet',
  count: (n: number) => `${n} wallets`,
  errors: { offline: 'You are offline', timeout: 'Request timed out' },
});

describe('localizeMessages', () => {
  test('writes a layer over English in place, ignores keys the catalogue lacks, and goes back to English', () => {
    const live = english();
    const built = copyMessages(live);
    const layer = { title: 'Connecter', errors: { offline: 'Hors ligne', unknown: 'x' }, extra: 'y' };
    localizeMessages(live, built, [layer as never]);
    expect(live.title).toBe('Connecter');
    expect(live.errors).toEqual({ offline: 'Hors ligne', timeout: 'Request timed out' });
    expect(live).not.toHaveProperty('extra');
    localizeMessages(live, built, []);
    expect(live.title).toBe('Connect Wallet');
    expect(live.errors.offline).toBe('You are offline');
  });

  test('a layer value of another type than the catalogue’s is ignored', () => {
    const live = english();
    localizeMessages(live, copyMessages(live), [{ title: 42, count: 'many' } as never]);
    expect(live.title).toBe('Connect Wallet');
    expect(live.count(3)).toBe('3 wallets');
  });
});

describe('copyMessages', () => {
  test('is deep: writing a language into the live catalogue leaves the copy in English', () => {
    const live = english();
    const copy = copyMessages(live);
    expect(copy).toEqual(live);
    expect(copy.errors).not.toBe(live.errors);
    localizeMessages(live, copy, [{ errors: { timeout: 'Délai dépassé' } }]);
    expect(copy.errors.timeout).toBe('Request timed out');
    expect(copy.count).toBe(live.count);
  });
});
