import { FOYER_LOCALES, type CatalogueLoaders } from '@foyer/kernel';
import { CATALOGUES as PAY_CATALOGUES } from '../remotes/pay/src/locales/index';
import { messages as payMessages } from '../remotes/pay/src/messages';
import { CATALOGUES as SEND_CATALOGUES } from '../remotes/send/src/locales/index';
import { messages as sendMessages } from '../remotes/send/src/messages';
import { CATALOGUES as SOCIALS_CATALOGUES } from '../remotes/socials/src/locales/index';
import { messages as socialsMessages } from '../remotes/socials/src/messages';
import { CATALOGUES as SWAPS_CATALOGUES } from '../remotes/swaps/src/locales/index';
import { messages as swapsMessages } from '../remotes/swaps/src/messages';
import { CATALOGUES as WALLET_CONNECT_CATALOGUES } from '../remotes/walletconnect/src/locales/index';
import { messages as walletConnectMessages } from '../remotes/walletconnect/src/messages';

type Tree = { [key: string]: unknown };

/** Each remote's English messages and its catalogues (swaps, send, pay, walletconnect, socials). */
const REMOTES: readonly [string, object, CatalogueLoaders<object>][] = [
  ['swaps', swapsMessages, SWAPS_CATALOGUES],
  ['send', sendMessages, SEND_CATALOGUES],
  ['pay', payMessages, PAY_CATALOGUES],
  ['walletconnect', walletConnectMessages, WALLET_CONNECT_CATALOGUES],
  ['socials', socialsMessages, SOCIALS_CATALOGUES],
];

const TRANSLATED = FOYER_LOCALES.filter((locale) => locale !== 'en');

/** Every leaf of a message tree by its dotted path: a string, a function, or whatever else is there. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [path, leaf] of leaves(value as Tree, at)) found.set(path, leaf);
    else found.set(at, value);
  }
  return found;
}

describe.each(REMOTES)('remote %s', (_remote, english, catalogues) => {
  const englishLeaves = leaves(english as Tree);

  it('has a catalogue loader for every shipped language but English', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...TRANSLATED].sort());
  });

  describe.each(TRANSLATED)('%s', (locale) => {
    let catalogue: Map<string, unknown>;
    beforeAll(async () => {
      catalogue = leaves((await catalogues[locale]()).default as Tree);
    });

    it('has exactly the English keys, each leaf of the same kind', () => {
      expect([...catalogue.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
      for (const [path, value] of englishLeaves) expect([path, typeof catalogue.get(path)]).toEqual([path, typeof value]);
    });

    it('has no empty text, and message functions of the English arity that show every value', () => {
      for (const [path, value] of catalogue) {
        if (typeof value === 'string') expect([path, value.trim().length > 0]).toEqual([path, true]);
        if (typeof value === 'function') {
          const source = englishLeaves.get(path) as (...values: unknown[]) => string;
          expect([path, value.length]).toEqual([path, source.length]);
          const values = Array.from({ length: value.length }, (_, index) => `«value${index}»`);
          const text: unknown = value(...values);
          // Every value the English shows is shown in the translation too (words reordered, none dropped).
          expect([path, typeof text === 'string' && values.every((shown) => text.includes(shown))]).toEqual([path, true]);
        }
      }
    });

    it('is a translation, not a copy of English (at least half the texts differ)', () => {
      const texts = [...englishLeaves].filter(([, value]) => typeof value === 'string');
      const differing = texts.filter(([path, value]) => catalogue.get(path) !== value);
      expect(differing.length * 2).toBeGreaterThanOrEqual(texts.length);
    });
  });
});
