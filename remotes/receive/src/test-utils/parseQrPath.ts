/** The dark-module matrix drawn by a `qrModulesPath` path (inverse of it, for assertions). */
export function parseQrPath(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run); dx++) {
      const row = matrix[Number(y)];
      if (row === undefined) throw new Error(`Row ${y} is outside a ${size}x${size} code`);
      row[Number(x) + dx] = true;
    }
  }
  return matrix;
}
