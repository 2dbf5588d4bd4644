import { localeChanged, plural, selectMessagesLocale } from '@foyer/kernel';
import { catalogueHandlers, catalogueWallets } from '@foyer/kernel/test';
import { act, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { resolveOptions } from '../../options/resolveOptions.js';
import { openModal } from '../../router/openModal.js';
import { makeShellTestStore } from '../../test-utils/makeShellTestStore.js';
import { messages } from '../messages.js';
import { mountModal, unmountModal } from '../mountModal.js';
import { applyLocale } from './applyLocale.js';
import type { FoyerMessages, FoyerMessagesOption } from './FoyerMessages.js';
import { kernelMessages } from './kernelMessages.js';
import { CATALOGUES, LOCALES } from './locales.js';

const server = setupServer(...catalogueHandlers(catalogueWallets()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const english = { connect: messages.connect.allWallets, close: messages.header.close, title: kernelMessages.viewTitles.Connect };

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { enabled: true, warn: (message: string) => void warnings.push(message), error: () => {} } };
}

/** A store asking for `locale`, with its catalogue and `overrides` applied (what `createFoyer` does at start-up). */
async function localized(locale: string, overrides?: FoyerMessagesOption) {
  const { warnings, logger } = recordingLogger();
  const store = makeShellTestStore({ extra: { logger } });
  store.dispatch(localeChanged(locale));
  await applyLocale(store, overrides);
  return { store, warnings };
}

/** Mounts the modal for `store` and opens it on Connect; returns queries inside its shadow root. */
function openConnect(store: ReturnType<typeof makeShellTestStore>) {
  act(() => mountModal({ store }));
  act(() => void store.dispatch(openModal()));
  const root = document.querySelector('foyer-modal')!.shadowRoot!.querySelector<HTMLElement>('.foyer-root')!;
  return { root, ui: within(root) };
}

afterEach(async () => {
  act(() => unmountModal());
  document.body.replaceChildren();
  // The live messages are module state: back to English for the next test.
  await localized('en');
});

describe('catalogues', () => {
  // Keys whose text is never the English one in another language (brand names like "WalletConnect" may be).
  const MUST_DIFFER = [
    (m: FoyerMessages) => m.connectButton.connect,
    (m: FoyerMessages) => m.header.close,
    (m: FoyerMessages) => m.connect.allWallets,
    (m: FoyerMessages) => m.connect.installed,
    (m: FoyerMessages) => m.common.disconnect,
    (m: FoyerMessages) => m.siwx.sign,
    (m: FoyerMessages) => m.connectingExternal.connect,
    (m: FoyerMessages) => m.viewTitles.Connect,
    (m: FoyerMessages) => m.viewTitles.Networks,
    (m: FoyerMessages) => m.alerts.SERVER_ERROR.shortMessage,
    (m: FoyerMessages) => m.alerts.RATE_LIMITED.longMessage,
    (m: FoyerMessages) => m.errors.CONNECTION_REJECTED,
    (m: FoyerMessages) => m.allWallets.found(3),
    (m: FoyerMessages) => m.switchNetwork.text('Foyer Dev'),
  ];
  const englishCatalogue = { ...messages, ...kernelMessages } as FoyerMessages;

  test('English plus at least 10 languages, one of them right-to-left', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(11);
    expect(LOCALES).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'ko', 'zh', 'ru', 'tr', 'ar']));
  });

  test.each(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])('%s has no English leftovers in keys that must differ', async (locale) => {
    const { default: catalogue } = await CATALOGUES[locale]();
    const leftovers = MUST_DIFFER.map((pick) => pick(catalogue)).filter((text, index) => text === MUST_DIFFER[index]!(englishCatalogue));
    expect(leftovers).toEqual([]);
    // Values are placed, not dropped.
    expect(catalogue.switchNetwork.text('Foyer Dev')).toContain('Foyer Dev');
    expect(catalogue.viewTitles.ConnectingWalletConnect).toBe('WalletConnect');
  });
});

describe('locale option', () => {
  test("locale 'fr' renders the Connect view in French", async () => {
    const { store } = await localized('fr');
    expect(selectMessagesLocale(store.getState())).toBe('fr');
    const { root, ui } = openConnect(store);
    expect(root.getAttribute('lang')).toBe('fr');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(ui.getByRole('heading', { name: 'Connecter un portefeuille' })).toBeTruthy();
    expect(ui.getByTestId('header-close').getAttribute('aria-label')).toBe('Fermer');
    expect(await ui.findByText('Tous les portefeuilles')).toBeTruthy();
  });

  test("locale 'ar' renders the modal right to left, in Arabic", async () => {
    const { store } = await localized('ar');
    const { root, ui } = openConnect(store);
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(ui.getByRole('heading', { name: 'ربط المحفظة' })).toBeTruthy();
  });

  test('a regional tag uses its language’s catalogue (pt-BR → pt)', async () => {
    const { store } = await localized('pt-BR');
    expect(selectMessagesLocale(store.getState())).toBe('pt');
    expect(messages.connectButton.connect).toBe('Conectar carteira');
  });

  test('the browser’s language is the default', async () => {
    const language = jest.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    try {
      const { configured } = resolveOptions({ projectId: 'foyer-demo' });
      expect(configured.locale).toBe('de-DE');
      const { store } = await localized(configured.locale);
      expect(selectMessagesLocale(store.getState())).toBe('de');
      expect(kernelMessages.viewTitles.Connect).toBe('Wallet verbinden');
      // An explicit option wins over the browser.
      expect(resolveOptions({ projectId: 'foyer-demo', locale: 'ja' }).configured.locale).toBe('ja');
    } finally {
      language.mockRestore();
    }
  });

  test('an unknown locale falls back to English with a debug warning', async () => {
    const { store, warnings } = await localized('xx-YY');
    expect(selectMessagesLocale(store.getState())).toBe('en');
    expect(messages.connect.allWallets).toBe(english.connect);
    expect(warnings).toEqual([expect.stringContaining('No catalogue for locale "xx-YY"')]);
  });

  test('switching at runtime re-renders the open modal in the new language', async () => {
    const { store } = await localized('fr');
    const { root, ui } = openConnect(store);
    expect(ui.getByRole('heading', { name: 'Connecter un portefeuille' })).toBeTruthy();
    await act(async () => {
      store.dispatch(localeChanged('es'));
      await applyLocale(store);
    });
    expect(ui.getByRole('heading', { name: 'Conectar billetera' })).toBeTruthy();
    await act(async () => {
      store.dispatch(localeChanged('en'));
      await applyLocale(store);
    });
    expect(ui.getByRole('heading', { name: english.title })).toBeTruthy();
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  test('rejects a locale that is not a string', () => {
    expect(() => resolveOptions({ projectId: 'p', locale: 42 as unknown as string })).toThrow('Expected string, received number');
  });
});

describe('messages option (host overrides)', () => {
  test('overrides for every language and per locale win over the catalogue; the rest stays translated', async () => {
    await localized('fr', {
      header: { close: 'Fermer la fenêtre' },
      fr: { viewTitles: { Connect: 'Connexion' }, allWallets: { found: (count: number) => `${count} trouvés` } },
      de: { viewTitles: { Connect: 'nicht für fr' } },
    });
    expect(messages.header.close).toBe('Fermer la fenêtre');
    expect(kernelMessages.viewTitles.Connect).toBe('Connexion');
    expect(messages.allWallets.found(2)).toBe('2 trouvés');
    expect(messages.header.back).toBe('Retour');
  });

  test('overrides apply in English too, and the catalogued §8 English stays exact elsewhere', async () => {
    await localized('en', { connect: { allWallets: 'More wallets' } });
    expect(messages.connect.allWallets).toBe('More wallets');
    expect(kernelMessages.alerts.SERVER_ERROR).toEqual({ shortMessage: 'Server Error', longMessage: 'Failed to get the app configuration.' });
    expect(kernelMessages.errors.CONNECTION_REJECTED).toBe('Connection rejected');
    expect(messages.header.close).toBe(english.close);
  });
});

describe('plural (Intl.PluralRules)', () => {
  test('Russian: one, few, many', () => {
    const forms = { one: 'кошелёк', few: 'кошелька', many: 'кошельков', other: 'кошелька' };
    expect([1, 21, 2, 4, 22, 5, 11, 12, 25, 100].map((count) => plural('ru', count, forms))).toEqual([
      'кошелёк', 'кошелёк', 'кошелька', 'кошелька', 'кошелька', 'кошельков', 'кошельков', 'кошельков', 'кошельков', 'кошельков',
    ]);
  });

  test('Arabic: zero, one, two, few, many, other', () => {
    const forms = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => plural('ar', count, forms))).toEqual([
      'zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other',
    ]);
  });

  test('a missing category falls back to other', () => {
    expect(plural('ru', 5, { one: 'x', other: 'fallback' })).toBe('fallback');
  });

  test('the catalogues count with them', async () => {
    const { default: ru } = await CATALOGUES.ru();
    expect([1, 3, 5].map((count) => ru.allWallets.found(count))).toEqual(['Найден 1 кошелёк', 'Найдено 3 кошелька', 'Найдено 5 кошельков']);
    const { default: ar } = await CATALOGUES.ar();
    expect([0, 1, 2, 3, 11].map((count) => ar.allWallets.found(count))).toEqual([
      'لم يُعثر على أي محفظة',
      'عُثر على محفظة واحدة',
      'عُثر على محفظتين',
      'عُثر على 3 محافظ',
      'عُثر على 11 محفظة',
    ]);
  });
});
