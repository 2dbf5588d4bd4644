import type { CatalogueLoaders } from '@foyer/kernel';
import type { SwapsMessages } from '../messages.js';

/** The swaps remote's texts in each shipped language, one lazily loaded chunk each (the shell picks one). */
export const CATALOGUES: CatalogueLoaders<SwapsMessages> = {
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  pt: () => import('./pt.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  zh: () => import('./zh.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  ar: () => import('./ar.js'),
};
