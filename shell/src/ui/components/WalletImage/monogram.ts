/** Initials (at most two) and a stable hue for a wallet name, used when its image is unavailable. */
export function monogram(name: string): { initials: string; hue: number } {
  const words = name.trim().split(/[\s._-]+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? '?'];
  const initials = letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return { initials: initials || '?', hue: hash % 360 };
}
