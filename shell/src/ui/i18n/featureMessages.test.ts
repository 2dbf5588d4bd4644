import { FOYER_LOCALES, localeChanged, type CatalogueLoaders, type FoyerLocale } from '@foyer/kernel';
import { makeShellTestStore } from '../../test-utils/makeShellTestStore.js';
import { applyLocale } from './applyLocale.js';
import { localizeFeature } from './featureMessages.js';
import type { FoyerMessagesOption } from './FoyerMessages.js';

/** A remote's texts as a remote writes them: a live object its views read at render. */
function remoteMessages() {
  return {
    walletReceive: {
      address: 'Your address',
      qrLabel: (address: string) => `QR code of the address ${address}`,
    },
  };
}
type RemoteMessages = ReturnType<typeof remoteMessages>;

/** Catalogues that tag each text with the language, counting loads; `failing` languages reject. */
function catalogues(failing: readonly FoyerLocale[] = []) {
  const loads: string[] = [];
  const loaders = Object.fromEntries(
    FOYER_LOCALES.filter((locale) => locale !== 'en').map((locale) => [
      locale,
      async () => {
        loads.push(locale);
        if (failing.includes(locale)) throw new Error('chunk lost');
        const catalogue: RemoteMessages = {
          walletReceive: { address: `[${locale}] address`, qrLabel: (address: string) => `[${locale}] QR ${address}` },
        };
        return { default: catalogue };
      },
    ]),
  ) as CatalogueLoaders<RemoteMessages>;
  return { loads, loaders };
}

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { enabled: true, warn: (message: string) => void warnings.push(message), error: () => {} } };
}

async function storeIn(locale: string, messages?: FoyerMessagesOption) {
  const { warnings, logger } = recordingLogger();
  const store = makeShellTestStore({ extra: { logger, ...(messages ? { messages } : {}) } });
  store.dispatch(localeChanged(locale));
  await applyLocale(store, messages);
  return { store, warnings };
}

test('a remote loaded on a French page gets its French texts before its first view renders', async () => {
  const { store } = await storeIn('fr');
  const live = remoteMessages();
  const { loads, loaders } = catalogues();
  await localizeFeature(store, 'receive', { live, catalogues: loaders });
  expect(live.walletReceive.address).toBe('[fr] address');
  expect(live.walletReceive.qrLabel('0xabc')).toBe('[fr] QR 0xabc');
  expect(loads).toEqual(['fr']);
});

test('on an English page without overrides nothing loads and the texts stay as built', async () => {
  const { store } = await storeIn('en');
  const live = remoteMessages();
  const { loads, loaders } = catalogues();
  await localizeFeature(store, 'receive', { live, catalogues: loaders });
  expect(live.walletReceive.address).toBe('Your address');
  expect(loads).toEqual([]);
});

test('setLocale switches a loaded remote too, and back to English', async () => {
  const { store } = await storeIn('fr');
  const live = remoteMessages();
  await localizeFeature(store, 'receive', { live, catalogues: catalogues().loaders });
  store.dispatch(localeChanged('de-AT'));
  await applyLocale(store);
  expect(live.walletReceive.address).toBe('[de] address');
  store.dispatch(localeChanged('en-GB'));
  await applyLocale(store);
  expect(live.walletReceive.address).toBe('Your address');
  expect(live.walletReceive.qrLabel('0x1')).toBe('QR code of the address 0x1');
});

test("the host's overrides under the remote's id win: for every language, then per language", async () => {
  const messages = {
    receive: { walletReceive: { address: 'Deposit address' } },
    fr: { receive: { walletReceive: { address: 'Adresse de dépôt' } } },
  } as FoyerMessagesOption;
  const english = await storeIn('en', messages);
  const live = remoteMessages();
  await localizeFeature(english.store, 'receive', { live, catalogues: catalogues().loaders });
  expect(live.walletReceive.address).toBe('Deposit address');

  const french = await storeIn('fr', messages);
  const other = remoteMessages();
  await localizeFeature(french.store, 'receive', { live: other, catalogues: catalogues().loaders });
  expect(other.walletReceive.address).toBe('Adresse de dépôt');
  // Keys the host did not override come from the catalogue.
  expect(other.walletReceive.qrLabel('0x2')).toBe('[fr] QR 0x2');
});

test('a catalogue that fails to load leaves the remote in English with a debug warning', async () => {
  const { store, warnings } = await storeIn('ja');
  const live = remoteMessages();
  await localizeFeature(store, 'receive', { live, catalogues: catalogues(['ja']).loaders });
  expect(live.walletReceive.address).toBe('Your address');
  expect(warnings).toContain('Could not load the "ja" texts of receive: they stay in English.');
});

test('a remote that loads while the page switches language ends in the new language', async () => {
  const { store } = await storeIn('fr');
  const first = remoteMessages();
  await localizeFeature(store, 'receive', { live: first, catalogues: catalogues().loaders });
  store.dispatch(localeChanged('es'));
  const switching = applyLocale(store);
  // Loaded during the switch: registered while the shell's pass is under way.
  const late = remoteMessages();
  await localizeFeature(store, 'send', { live: late, catalogues: catalogues().loaders });
  await switching;
  expect(first.walletReceive.address).toBe('[es] address');
  expect(late.walletReceive.address).toBe('[es] address');
});
