import type { FoyerMessages } from './FoyerMessages.js';

/** The languages the widget ships a catalogue for (English is built in). */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'ko', 'zh', 'ru', 'tr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

type CatalogueModule = { default: FoyerMessages };

/** One lazily loaded chunk per language: only the chosen one is fetched. */
export const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<CatalogueModule>> = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  pt: () => import('./locales/pt.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  zh: () => import('./locales/zh.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
};
