const WEI_PER_MILLI_ETHER = 10n ** 15n;

/** Wei truncated to thousandths of an ether: the 3-decimal truncation the widget displays. */
export function weiToMilli(wei: bigint): bigint {
  return wei / WEI_PER_MILLI_ETHER;
}

/**
 * Reads a displayed balance ("10,000.000 ETH", "9999.99 ETH", "0 ETH") as thousandths, or
 * undefined while no amount is shown. More than 3 decimals is a formatting bug and throws.
 */
export function parseDisplayedMilli(text: string | null): bigint | undefined {
  const match = /(\d[\d,\u202f\u00a0 ]*)(?:\.(\d+))?/.exec(text ?? '');
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/[^\d]/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 3) throw new Error(`Balance "${text}" shows more than 3 decimals`);
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}
