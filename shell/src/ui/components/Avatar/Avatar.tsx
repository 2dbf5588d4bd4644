export type AvatarProps = { address: string; size?: number };

/** A gradient disc derived from the address (a stand-in until profile images exist). */
export function Avatar({ address, size = 72 }: AvatarProps) {
  const hues = [0, 1, 2].map((index) => {
    let hash = 7 + index;
    for (const char of address.toLowerCase()) hash = (hash * 33 + (char.codePointAt(0) ?? 0)) >>> 0;
    return hash % 360;
  });
  const [a = 0, b = 120, c = 240] = hues;
  return (
    <span
      className="foyer-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 25%, hsl(${a} 85% 72%), transparent 60%), radial-gradient(circle at 75% 70%, hsl(${b} 80% 55%), transparent 65%), linear-gradient(135deg, hsl(${c} 70% 50%), hsl(${b} 75% 40%))`,
      }}
    />
  );
}
