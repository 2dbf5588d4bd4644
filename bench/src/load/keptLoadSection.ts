import { readFile } from 'node:fs/promises';
import { extractSection } from './replaceSection.js';

/** The heading of `npm run loadtest`'s section in bench/RESULTS.md. */
export const LOAD_SECTION_HEADING = 'Load (npm run loadtest)';

/**
 * The load section of `resultsFile` as it is now, with a leading blank line, or '' when there is
 * none: `npm run bench` rewrites the file and appends this so the load figures survive it.
 */
export async function keptLoadSection(resultsFile: string): Promise<string> {
  const markdown = await readFile(resultsFile, 'utf8').catch(() => '');
  const section = extractSection(markdown, LOAD_SECTION_HEADING);
  return section === '' ? '' : `\n${section}`;
}
