import { REMOTE_IDS, matchLocale } from '@foyer/kernel';
import type { FoyerMessageOverrides, FoyerMessagesOption } from './FoyerMessages.js';
import type { Locale } from './locales.js';

/**
 * The host's overrides that apply to `locale` (asked for as `requested`), lowest first: those for every language
 * (top-level keys that are `sections`: the shell's, the kernel's and the remotes' ids), then those of its language
 * (`fr`), then of its exact tag (`pt-BR`).
 * @example
 * overrideLayers({ connect: { title: 'Hi' }, fr: { connect: { title: 'Salut' } } }, 'fr', 'fr-CA', sections)
 */
export function overrideLayers(
  option: FoyerMessagesOption | undefined,
  locale: Locale,
  requested: string,
  sections: ReadonlySet<string>,
): FoyerMessageOverrides[] {
  if (!option) return [];
  const isSection = (key: string) => sections.has(key) || (REMOTE_IDS as readonly string[]).includes(key);
  const all = Object.fromEntries(Object.entries(option).filter(([key]) => isSection(key))) as FoyerMessageOverrides;
  const tags = Object.keys(option).filter((key) => !isSection(key));
  const language = tags.find((tag) => matchLocale(tag, [locale]) === locale && !tag.includes('-'));
  const exact = tags.find((tag) => tag.toLowerCase() === requested.toLowerCase() && tag !== language);
  const byTag = option as Record<string, FoyerMessageOverrides | undefined>;
  return [all, ...[language, exact].flatMap((tag) => (tag ? [byTag[tag] ?? {}] : []))];
}
