/**
 * `markdown` with its `## heading` section (up to the next `## ` heading or the end) replaced by
 * `section`, or `section` appended when there is none. `section` starts with its own heading line.
 * @example
 * replaceSection(results, 'Load (npm run loadtest)', '## Load (npm run loadtest)\n\n…\n')
 */
export function replaceSection(markdown: string, heading: string, section: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === `## ${heading}`);
  const body = section.endsWith('\n') ? section : `${section}\n`;
  if (start === -1) {
    const base = markdown.replace(/\n*$/, '');
    return base === '' ? body : `${base}\n\n${body}`;
  }
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n');
  const after = next === -1 ? '' : lines.slice(next).join('\n');
  return `${before}${before === '' ? '' : '\n'}${body}${after === '' ? '' : `\n${after}`}`;
}

/** The `## heading` section of `markdown` (heading line included, trailing blank lines trimmed), or '' when absent. */
export function extractSection(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === `## ${heading}`);
  if (start === -1) return '';
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return `${lines.slice(start, next === -1 ? undefined : next).join('\n').replace(/\n*$/, '')}\n`;
}
