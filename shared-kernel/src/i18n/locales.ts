/** The languages the widget ships texts in: English is built in, every other one is a lazily loaded catalogue. */
export const FOYER_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'ko', 'zh', 'ru', 'tr', 'ar'] as const;
export type FoyerLocale = (typeof FOYER_LOCALES)[number];

/** A language's catalogue module: its default export is the whole catalogue (typed complete). */
export type CatalogueModule<catalogue> = { default: catalogue };

/** One loader (a dynamic import, its own chunk) per shipped language other than English. */
export type CatalogueLoaders<catalogue> = { [locale in Exclude<FoyerLocale, 'en'>]: () => Promise<CatalogueModule<catalogue>> };

/**
 * A remote's texts for the shell to localize (`FeatureManifest.messages`): its live `messages` object, which its
 * views read at render and the shell rewrites in place, and its catalogues. The host overrides them under the
 * remote's id in the `messages` option (`messages: { send: { walletSend: { amount: 'Sum' } } }`).
 * @example
 * defineFeature({ id: 'send', messages: { live: messages, catalogues: CATALOGUES }, ... })
 */
export type FeatureMessages<catalogue extends object = object> = {
  live: catalogue;
  catalogues: CatalogueLoaders<catalogue>;
};
