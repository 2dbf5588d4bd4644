import { bytesToHex } from 'viem';

const decoder = new TextDecoder('utf-8', { fatal: true });
// Control characters other than tab and line breaks, and bidi overrides that could reorder what is shown.
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * How the user sees bytes they are asked to sign: the UTF-8 text when it is valid and printable, else the exact hex
 * (so invisible or reordering characters never hide what is signed).
 * @example
 * bytesToDisplayText(new TextEncoder().encode('hello')) // { kind: 'text', text: 'hello' }
 * bytesToDisplayText(new Uint8Array([0, 1])) // { kind: 'hex', text: '0x0001' }
 */
export function bytesToDisplayText(bytes: Uint8Array): { kind: 'text' | 'hex'; text: string } {
  try {
    const text = decoder.decode(bytes);
    if (!UNPRINTABLE.test(text)) return { kind: 'text', text };
  } catch {
    // not UTF-8: shown as hex below
  }
  return { kind: 'hex', text: bytesToHex(bytes) };
}
