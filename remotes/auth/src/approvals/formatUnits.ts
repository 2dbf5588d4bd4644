/**
 * An integer amount (hex `0x…`, decimal string, number or bigint) in units of `decimals` as an
 * exact decimal string without trailing zeros; undefined when it is not an integer.
 * @example
 * formatUnits('0x2386f26fc10000', 18) // '0.01'
 */
export function formatUnits(value: unknown, decimals: number): string | undefined {
  const amount = toBigInt(value);
  if (amount === undefined) return undefined;
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return undefined;
  return BigInt(value);
}
