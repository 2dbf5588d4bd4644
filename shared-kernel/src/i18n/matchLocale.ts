/**
 * The first of `available` for `requested` (a BCP 47 tag): the exact tag, else the same language
 * (`pt-BR` → `pt`, `zh-Hans-CN` → `zh`), else null.
 * @example
 * matchLocale('pt-BR', ['en', 'pt']) // 'pt'
 */
export function matchLocale<locale extends string>(requested: string, available: readonly locale[]): locale | null {
  const tag = requested.trim().toLowerCase().replace(/_/gu, '-');
  const exact = available.find((locale) => locale.toLowerCase() === tag);
  if (exact) return exact;
  const language = tag.split('-')[0];
  return available.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}
