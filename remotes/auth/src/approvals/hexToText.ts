const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The UTF-8 text a `0x` hex string encodes, or undefined when it is not hex or not valid UTF-8
 * (binary data is then shown as hex). A string without `0x` is returned as is (already text).
 * @example
 * hexToText('0x48656c6c6f') // 'Hello'
 */
export function hexToText(value: string): string | undefined {
  if (!value.startsWith('0x')) return value;
  const hex = value.slice(2);
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  try {
    const text = decoder.decode(bytes);
    // Control characters other than whitespace mean binary data, not a message.
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}
