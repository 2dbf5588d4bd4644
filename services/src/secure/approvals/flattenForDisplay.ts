import type { ApprovalRow } from '@foyer/kernel/frame';

/**
 * Every leaf of a JSON-like value as one row, labelled with its path (`message.details.amount`, `calls[0].to`),
 * so nested typed data is shown in full. Strings are shown as they are; other leaves as JSON.
 * @example
 * flattenForDisplay({ a: { b: 1 } }, 'message') // [{ label: 'message.a.b', value: '1' }]
 */
export function flattenForDisplay(value: unknown, path: string, rows: ApprovalRow[] = [], depth = 0): ApprovalRow[] {
  if (depth > 16) {
    rows.push({ label: path, value: JSON.stringify(value) ?? String(value) });
    return rows;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) rows.push({ label: path, value: '[]' });
    value.forEach((item, index) => flattenForDisplay(item, `${path}[${index}]`, rows, depth + 1));
    return rows;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) rows.push({ label: path, value: '{}' });
    for (const [key, item] of entries) flattenForDisplay(item, path === '' ? key : `${path}.${key}`, rows, depth + 1);
    return rows;
  }
  rows.push({ label: path, value: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) });
  return rows;
}
