// A string no Solana value holds: JSON.stringify escapes its NUL as the six characters \u0000.
const BIGINT_MARKER = '\u0000bigint:';
const MARKED = /"\\u0000bigint:(-?\d+)"/g;

/**
 * `JSON.stringify` that writes bigints as plain JSON numbers with every digit (u64 lamports above
 * 2^53 stay exact, as a Solana node writes them).
 * @example
 * stringifyJson({ lamports: 18_446_744_073_709_551_615n }) // '{"lamports":18446744073709551615}'
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${BIGINT_MARKER}${item}` : item)).replace(
    MARKED,
    '$1',
  );
}
