import { copyMessages, localizeMessages, matchLocale, messagesLocalized, selectLocale, type KernelMessages } from '@foyer/kernel';
import type { AppStore } from '../../store/makeStore.js';
import { messages, type ShellMessages } from '../messages.js';
import type { FoyerMessages, FoyerMessagesOption } from './FoyerMessages.js';
import { localizeFeatures } from './featureMessages.js';
import { overrideLayers } from './overrideLayers.js';
import { kernelMessages } from './kernelMessages.js';
import { CATALOGUES, LOCALES, type Locale } from './locales.js';

// English as built, copied before any catalogue is written into the live objects.
const englishShell = copyMessages(messages);
const englishKernel = copyMessages(kernelMessages);

/**
 * Loads the catalogue of the store's locale (`selectLocale`, matched by language; English, with a debug warning,
 * when none matches), writes it and the host's `overrides` into the live messages, then dispatches
 * `messagesLocalized` so the modal and the connect button re-render in it (the loaded remotes' texts first, `localizeFeatures`). A newer locale asked for while this
 * one loads wins. A catalogue that fails to load leaves English.
 * @example
 * await applyLocale(store, options.messages)
 */
export async function applyLocale(store: AppStore, overrides?: FoyerMessagesOption): Promise<void> {
  const requested = selectLocale(store.getState());
  let locale = matchLocale(requested, LOCALES);
  if (!locale) store.extra.logger.warn(`No catalogue for locale "${requested}": the texts stay in English.`);
  let catalogue: FoyerMessages | undefined;
  if (locale && locale !== 'en') {
    try {
      catalogue = (await CATALOGUES[locale]()).default;
    } catch (error) {
      store.extra.logger.warn(`Could not load the "${locale}" catalogue: the texts stay in English.`, error);
      locale = null;
    }
  }
  if (selectLocale(store.getState()) !== requested) return;
  const sections = new Set([...Object.keys(englishShell), ...Object.keys(englishKernel)]);
  const layers = [catalogue, ...overrideLayers(overrides, locale ?? 'en', requested, sections)];
  // The loaded remotes' texts switch too, before anything re-renders in the new language.
  await localizeFeatures(store, locale ?? 'en');
  if (selectLocale(store.getState()) !== requested) return;
  localizeMessages<ShellMessages>(messages, englishShell, layers);
  localizeMessages<KernelMessages>(kernelMessages, englishKernel, layers);
  store.dispatch(messagesLocalized(locale ?? 'en'));
}
