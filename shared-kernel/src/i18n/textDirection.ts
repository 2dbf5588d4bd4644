const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb']);

/**
 * The writing direction of `locale`'s language, for the modal's `dir` attribute.
 * @example
 * textDirection('ar-EG') // 'rtl'
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.toLowerCase().split(/[-_]/u)[0] ?? '') ? 'rtl' : 'ltr';
}
