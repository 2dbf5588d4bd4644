/** The texts of a counted message by plural category (CLDR); `other` is required, the rest as the language needs. */
export type PluralForms<text = string> = Partial<Record<Intl.LDMLPluralRule, text>> & { other: text };

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of `forms` for `count` in `locale`, by the platform's ICU plural rules (`Intl.PluralRules`):
 * a missing category falls back to `other`. One helper for every catalogue (shell and remotes).
 * @example
 * plural('ru', 3, { one: 'кошелёк', few: 'кошелька', many: 'кошельков', other: 'кошелька' }) // 'кошелька'
 * plural('ar', 0, { zero: 'لا محافظ', one: 'محفظة', two: 'محفظتان', few: 'محافظ', many: 'محفظة', other: 'محفظة' }) // 'لا محافظ'
 */
export function plural<text>(locale: string, count: number, forms: PluralForms<text>): text {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return forms[rule.select(count)] ?? forms.other;
}
