/**
 * One entry of a package's message module (`messages.ts`): a fixed text, or a function of the
 * values it shows returning `out` (text, or the parts of a sentence when a value is an element).
 * A translation is a later object of the same type, so every message module types itself with it.
 * @example
 * export const messages = { copy: 'Copy', resendIn: (seconds: number) => `Resend in ${seconds}s` } satisfies Record<string, Message>;
 */
export type Message<out = string> = string | ((...values: never[]) => out);
