import type { ApprovalRow } from '@foyer/kernel/frame';
import { messages } from '../messages.js';

const ROW = messages.approvalRow;
type TypedField = { name: string; type: string };
type TypedTypes = Record<string, readonly TypedField[] | undefined>;

/** The EIP-712 domain fields, in their order, that a signature covers when `types` has no `EIP712Domain`. */
const DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'];

function display(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * The rows of one struct as the signature encodes it: only the fields its type declares (nested structs and arrays by
 * their declared types), so nothing the dapp adds beside them is shown as if it were signed (review 2, N14). Keys the
 * type does not declare are collected in `ignored`.
 */
function structRows(types: TypedTypes, typeName: string, value: unknown, path: string, rows: ApprovalRow[], ignored: string[], depth: number): void {
  const fields = types[typeName];
  if (fields === undefined || depth > 16 || typeof value !== 'object' || value === null) {
    rows.push({ label: path, value: display(value) });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const field of fields) fieldRows(types, field.type, record[field.name], `${path}.${field.name}`, rows, ignored, depth + 1);
  const declared = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(record)) if (!declared.has(key)) ignored.push(`${path}.${key}`);
}

function fieldRows(types: TypedTypes, type: string, value: unknown, path: string, rows: ApprovalRow[], ignored: string[], depth: number): void {
  const array = /^(.*)\[\d*\]$/.exec(type);
  if (array?.[1] !== undefined && Array.isArray(value)) {
    if (value.length === 0) rows.push({ label: path, value: '[]' });
    value.forEach((item, index) => fieldRows(types, array[1] as string, item, `${path}[${index}]`, rows, ignored, depth + 1));
    return;
  }
  if (types[type] !== undefined) {
    structRows(types, type, value, path, rows, ignored, depth);
    return;
  }
  rows.push({ label: path, value: display(value) });
}

/** `Name(type field,…)` per struct, as EIP-712 encodes types (the domain's own type left out). */
function describeTypes(types: TypedTypes): string {
  return Object.entries(types)
    .filter(([name]) => name !== 'EIP712Domain')
    .map(([name, fields]) => `${name}(${(fields ?? []).map((field) => `${field.type} ${field.name}`).join(',')})`)
    .join('\n');
}

/**
 * The rows of an `eth_signTypedData_v4` request: the domain and message fields the signature covers, the declared
 * types, and (when there are any) the keys the dapp sent that the signature ignores.
 * @example
 * typedDataRows({ types, primaryType: 'Permit', domain, message }) // [{ label: 'domain.name', value: 'USD Coin' }, …]
 */
export function typedDataRows(typedData: { types: object; primaryType: string; domain?: object; message: object }): ApprovalRow[] {
  const types = typedData.types as TypedTypes;
  const rows: ApprovalRow[] = [];
  const ignored: string[] = [];
  const domain = (typedData.domain ?? {}) as Record<string, unknown>;
  const domainFields = types.EIP712Domain ?? DOMAIN_FIELDS.filter((name) => domain[name] !== undefined).map((name) => ({ name, type: name }));
  structRows({ ...types, EIP712Domain: domainFields }, 'EIP712Domain', domain, 'domain', rows, ignored, 0);
  structRows(types, typedData.primaryType, typedData.message, 'message', rows, ignored, 0);
  rows.push({ label: ROW.typedDataTypes, value: describeTypes(types) });
  if (ignored.length > 0) rows.push({ label: ROW.notSigned, value: ignored.join('\n') });
  return rows;
}
