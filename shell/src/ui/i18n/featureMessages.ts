import { copyMessages, localizeMessages, matchLocale, selectLocale, selectMessagesLocale, type FeatureMessages, type RemoteId } from '@foyer/kernel';
import type { AppStore } from '../../store/makeStore.js';
import { LOCALES, type Locale } from './locales.js';
import { overrideLayers } from './overrideLayers.js';

/** What localizing needs of the store (and its identity, the registry's key). */
type LocalizedStore = Pick<AppStore, 'getState' | 'extra'>;

type Registered = { live: object; english: object; catalogues: FeatureMessages['catalogues'] };

/** The remotes' texts by store: their live objects and the English they were built with. */
const registry = new WeakMap<LocalizedStore, Map<RemoteId, Registered>>();
/** The language `localizeFeatures` is switching the remotes to (not yet the applied `messagesLocale`). */
const switching = new WeakMap<LocalizedStore, Locale>();

async function apply(store: LocalizedStore, id: RemoteId, entry: Registered, locale: Locale): Promise<void> {
  let catalogue: object | undefined;
  if (locale !== 'en') {
    try {
      catalogue = (await entry.catalogues[locale]()).default;
    } catch (error) {
      store.extra.logger.warn(`Could not load the "${locale}" texts of ${id}: they stay in English.`, error);
    }
  }
  const layers = overrideLayers(store.extra.messages, locale, selectLocale(store.getState()), new Set(Object.keys(entry.english)));
  // The host's overrides of this remote sit under its id (`messages: { send: { ... } }`).
  localizeMessages(entry.live, entry.english, [catalogue, ...layers.map((layer) => layer[id])]);
}

const localeOf = (store: LocalizedStore): Locale => switching.get(store) ?? matchLocale(selectMessagesLocale(store.getState()), LOCALES) ?? 'en';

/**
 * Registers a loaded remote's texts and writes the page's current language (and the host's overrides) into them,
 * before the remote's first view renders. A language switched while its catalogue loaded is applied again.
 * @example
 * await localizeFeature(store, 'send', manifest.messages)
 */
export async function localizeFeature(store: LocalizedStore, id: RemoteId, messages: FeatureMessages): Promise<void> {
  let features = registry.get(store);
  if (!features) registry.set(store, (features = new Map()));
  const entry: Registered = features.get(id) ?? { live: messages.live, english: copyMessages(messages.live), catalogues: messages.catalogues };
  features.set(id, entry);
  let locale = localeOf(store);
  if (locale === 'en' && !store.extra.messages) return;
  await apply(store, id, entry, locale);
  while (localeOf(store) !== locale) {
    locale = localeOf(store);
    await apply(store, id, entry, locale);
  }
}

/**
 * Writes `locale` into every loaded remote's texts (their catalogues load in parallel); the shell's `applyLocale`
 * waits for it before the modal re-renders in the new language.
 */
export async function localizeFeatures(store: LocalizedStore, locale: Locale): Promise<void> {
  const features = registry.get(store);
  if (!features) return;
  switching.set(store, locale);
  try {
    await Promise.all([...features].map(([id, entry]) => apply(store, id, entry, locale)));
  } finally {
    if (switching.get(store) === locale) switching.delete(store);
  }
}
