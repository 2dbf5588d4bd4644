import { extractSection, replaceSection } from './replaceSection.js';

const RESULTS = ['# Results', '', '## First', '', 'one', '', '## Load', '', 'old figures', '', '## Last', '', 'three', ''].join('\n');

test('replaces only its own section and keeps the ones around it', () => {
  const updated = replaceSection(RESULTS, 'Load', '## Load\n\nnew figures\n');
  expect(updated).toBe(['# Results', '', '## First', '', 'one', '', '## Load', '', 'new figures', '', '## Last', '', 'three', ''].join('\n'));
});

test('a section at the end is replaced up to the end', () => {
  const results = '# Results\n\n## Load\n\nold\n';
  expect(replaceSection(results, 'Load', '## Load\n\nnew\n')).toBe('# Results\n\n## Load\n\nnew\n');
});

test('appends the section when the file has none', () => {
  expect(replaceSection('# Results\n\n## First\n\none\n', 'Load', '## Load\n\nnew\n')).toBe('# Results\n\n## First\n\none\n\n## Load\n\nnew\n');
  expect(replaceSection('', 'Load', '## Load\n\nnew')).toBe('## Load\n\nnew\n');
});

test('a heading that only starts like ours is not ours', () => {
  const results = '# Results\n\n## Load and more\n\nkeep\n';
  expect(replaceSection(results, 'Load', '## Load\n\nnew\n')).toBe('# Results\n\n## Load and more\n\nkeep\n\n## Load\n\nnew\n');
});

test('extractSection returns the section as replaceSection would write it back', () => {
  const section = extractSection(RESULTS, 'Load');
  expect(section).toBe('## Load\n\nold figures\n');
  expect(replaceSection(RESULTS, 'Load', section)).toBe(RESULTS);
  expect(extractSection(RESULTS, 'Missing')).toBe('');
});
