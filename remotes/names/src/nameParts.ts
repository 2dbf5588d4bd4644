/**
 * The label and the suffix of a full name (`alice.foyer.id` → `alice`, `.foyer.id`): a label has
 * no dot (spec §5), so the suffix starts at the first one.
 * @example
 * nameParts('alice.foyer.id') // { label: 'alice', suffix: '.foyer.id' }
 */
export function nameParts(name: string): { label: string; suffix: string } {
  const dot = name.indexOf('.');
  return dot === -1 ? { label: name, suffix: '' } : { label: name.slice(0, dot), suffix: name.slice(dot) };
}
