/** UTF-8 text as a 0x-prefixed hex string (the `personal_sign` message encoding). */
export function toHex(text: string): `0x${string}` {
  const bytes = new TextEncoder().encode(text);
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
