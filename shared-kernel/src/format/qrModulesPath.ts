/**
 * SVG path data drawing the dark modules of a QR matrix (`matrix[y][x]`), one rectangle per
 * horizontal run, in module units.
 * @example
 * qrModulesPath([[true, true], [false, true]]) // 'M0 0h2v1h-2zM1 1h1v1h-1z'
 */
export function qrModulesPath(matrix: readonly (readonly boolean[])[]): string {
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return path;
}
