/**
 * True when `text` shows `address` in full or shortened ("0xf39F…2266", "0xf39f...92266"):
 * compared case-insensitively, both ends must be at least 4 characters of the real address.
 */
export function displaysAddress(text: string | null, address: string): boolean {
  const shown = (text ?? '').replace(/\s+/g, '').toLowerCase();
  const expected = address.toLowerCase();
  if (shown.includes(expected)) return true;
  const match = /(0x[0-9a-f]+)(?:\u2026|\.{2,3})([0-9a-f]+)/.exec(shown);
  if (!match) return false;
  const [, head = '', tail = ''] = match;
  return head.length >= 4 && tail.length >= 4 && expected.startsWith(head) && expected.endsWith(tail);
}
