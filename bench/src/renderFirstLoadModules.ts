import type { FirstLoadBreakdown } from './firstLoadModules.js';
import { MODULE_AREAS, moduleArea } from './moduleArea.js';

/** Rows smaller than this are summed into one line. */
const SMALL_ROW_BYTES = 300;

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * The "What stands in the way" section of RESULTS.md: the foyer page's first chunk by area, then
 * by package or shell/kernel folder.
 * @example
 * renderFirstLoadModules(await firstLoadModules(REPO_ROOT)).join('\n')
 */
export function renderFirstLoadModules({ chunkGzip, groups }: FirstLoadBreakdown): string[] {
  const lines = [
    '## What stands in the way (issue 9)',
    '',
    `What the foyer (EVM) page's first chunk (${kB(chunkGzip)} kB gzip -9, all of its JS until the load event) is made of,`,
    'from `bench/src/firstLoadModules.ts`: the page built again without module concatenation, each module',
    'minified and gzipped on its own, the sums scaled to the chunk\'s size. Issue 9\'s goal is 95 kB.',
    'Redux = Redux Toolkit, RTK Query, immer, reselect, redux, redux-thunk.',
    '',
    '| area | kB gzip -9 |',
    '| --- | --- |',
  ];
  for (const area of MODULE_AREAS) {
    const bytes = groups.filter((row) => moduleArea(row.group) === area).reduce((sum, row) => sum + row.gzip, 0);
    if (bytes > 0) lines.push(`| ${area} | ${kB(bytes)} |`);
  }
  lines.push('', '| package or folder | area | modules | kB gzip -9 |', '| --- | --- | --- | --- |');
  const small = groups.filter((row) => row.gzip < SMALL_ROW_BYTES);
  for (const row of groups.filter((candidate) => candidate.gzip >= SMALL_ROW_BYTES)) {
    lines.push(`| \`${row.group}\` | ${moduleArea(row.group)} | ${row.modules} | ${kB(row.gzip)} |`);
  }
  if (small.length > 0) {
    const modules = small.reduce((sum, row) => sum + row.modules, 0);
    const bytes = small.reduce((sum, row) => sum + row.gzip, 0);
    lines.push(`| ${small.length} smaller rows | — | ${modules} | ${kB(bytes)} |`);
  }
  return lines;
}
