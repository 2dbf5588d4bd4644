export type ShortenAddressOptions = {
  /** Characters kept at the start (the `0x` prefix counts). Default 6. */
  start?: number;
  /** Characters kept at the end. Default 4. */
  end?: number;
};

/**
 * Shortens an address for display with an ellipsis; returns it unchanged when already short.
 * @example
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 */
export function shortenAddress(address: string, { start = 6, end = 4 }: ShortenAddressOptions = {}): string {
  if (address.length <= start + end + 1) return address;
  return `${address.slice(0, start)}…${end > 0 ? address.slice(-end) : ''}`;
}
