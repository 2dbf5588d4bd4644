import { FOYER_LOCALES, type CatalogueLoaders } from '@foyer/kernel';
import { messages as activity } from '../remotes/activity/src/messages.js';
import { CATALOGUES as activityCatalogues } from '../remotes/activity/src/locales/index.js';
import { messages as auth } from '../remotes/auth/src/messages.js';
import { CATALOGUES as authCatalogues } from '../remotes/auth/src/locales/index.js';
import { messages as email } from '../remotes/email/src/messages.js';
import { CATALOGUES as emailCatalogues } from '../remotes/email/src/locales/index.js';
import { messages as names } from '../remotes/names/src/messages.js';
import { CATALOGUES as namesCatalogues } from '../remotes/names/src/locales/index.js';
import { messages as onramp } from '../remotes/onramp/src/messages.js';
import { CATALOGUES as onrampCatalogues } from '../remotes/onramp/src/locales/index.js';

/**
 * The translations of the onramp, email, names, activity and auth remotes against their English `messages`: every
 * language has the same keys, no empty text, message functions that take the same values and show each of them, and
 * is translated (not a copy of English).
 */
type Tree = { [key: string]: unknown };
type Leaf = { path: string; value: unknown };

const remotes: readonly [string, object, CatalogueLoaders<never>][] = [
  ['onramp', onramp, onrampCatalogues as CatalogueLoaders<never>],
  ['email', email, emailCatalogues as CatalogueLoaders<never>],
  ['names', names, namesCatalogues as CatalogueLoaders<never>],
  ['activity', activity, activityCatalogues as CatalogueLoaders<never>],
  ['auth', auth, authCatalogues as CatalogueLoaders<never>],
];

const LANGUAGES = FOYER_LOCALES.filter((locale) => locale !== 'en');

function leaves(tree: object, prefix = ''): Leaf[] {
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [{ path: `${prefix}${key}`, value }],
  );
}

/** The tree's shape: each leaf's path and kind (a message function with its number of values). */
const shape = (tree: object): string[] =>
  leaves(tree).map(({ path, value }) => `${path}: ${typeof value === 'function' ? `function/${value.length}` : typeof value}`);

/** A message function's text for recognizable values (a rendered element is an array of parts). */
function render(message: (...values: unknown[]) => unknown, values: readonly string[]): string {
  const result = message(...values);
  return Array.isArray(result) ? result.join('') : String(result);
}

/** Distinct values a message function must show (numbers where the English one counts). */
const valuesFor = (arity: number): string[] => Array.from({ length: arity }, (_, index) => `${7 + index * 11}`);

describe.each(remotes)('the %s remote', (_id, english, catalogues) => {
  test('ships a catalogue for every language but English', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES)('in %s', (locale) => {
    let catalogue: object;
    beforeAll(async () => {
      catalogue = (await catalogues[locale]()).default;
    });

    test('has the same keys as English, and message functions with the same values', () => {
      expect(shape(catalogue)).toEqual(shape(english));
    });

    test('has no empty text, and each message function shows every value it is given', () => {
      for (const { path, value } of leaves(catalogue)) {
        if (typeof value === 'function') {
          const values = valuesFor(value.length);
          const text = render(value as (...values: unknown[]) => unknown, values);
          expect(`${path}: ${text.trim() === '' ? '(empty)' : 'ok'}`).toBe(`${path}: ok`);
          for (const shown of values) expect(`${path}: ${text}`).toContain(shown);
        } else {
          expect(`${path}: ${typeof value === 'string' && value.trim() !== '' ? 'ok' : '(empty)'}`).toBe(`${path}: ok`);
        }
      }
    });

    test('is translated: at least half of its texts differ from English', () => {
      const englishTexts = new Map(leaves(english).map(({ path, value }) => [path, value]));
      const texts = leaves(catalogue).filter(({ value }) => typeof value === 'string');
      const translated = texts.filter(({ path, value }) => value !== englishTexts.get(path));
      expect(translated.length * 2).toBeGreaterThanOrEqual(texts.length);
    });
  });
});
