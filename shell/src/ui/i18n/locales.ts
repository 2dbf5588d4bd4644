import { FOYER_LOCALES, type CatalogueLoaders, type FoyerLocale } from '@foyer/kernel';
import type { FoyerMessages } from './FoyerMessages.js';

/** The languages the widget ships a catalogue for (English is built in); the remotes ship the same ones. */
export const LOCALES = FOYER_LOCALES;
export type Locale = FoyerLocale;

/** One lazily loaded chunk per language: only the chosen one is fetched. */
export const CATALOGUES: CatalogueLoaders<FoyerMessages> = {
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
