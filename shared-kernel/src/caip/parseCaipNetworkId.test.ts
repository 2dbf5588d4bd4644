import { InvalidCaipNetworkIdError } from '../errors/caip.js';
import { readVector } from '../test-utils/readVector.js';
import { formatCaipNetworkId } from './formatCaipNetworkId.js';
import { isChainNamespace } from './grammar.js';
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js';

type Entry = { id: string; note?: string; why?: string };
type CaipVectors = {
  grammar: { caip2: string };
  caip2: { valid: Entry[]; invalid_syntax: Entry[] };
};

const vectors = readVector<CaipVectors>('caip/caip-ids.json');
const namespaceOf = (id: string) => id.split(':')[0] ?? '';
const cases = (entries: Entry[]) => entries.map((entry) => [entry.id, entry] as const);

describe('parseCaipNetworkId (CAIP-2)', () => {
  const known = vectors.caip2.valid.filter((entry) => isChainNamespace(namespaceOf(entry.id)));
  const unknown = vectors.caip2.valid.filter((entry) => !isChainNamespace(namespaceOf(entry.id)));

  test('the vectors cover known and unknown namespaces', () => {
    expect(known.length).toBeGreaterThan(20);
    expect(unknown.map((entry) => namespaceOf(entry.id)).sort()).toEqual(['chainstd', 'lip9', 'starknet']);
  });

  test.each(cases(known))('valid: %s', (id) => {
    const [namespace, reference] = id.split(':');
    const parsed = parseCaipNetworkId(id);
    expect(parsed).toEqual({ chainNamespace: namespace, chainId: reference, caipNetworkId: id });
    expect(formatCaipNetworkId(parsed.chainNamespace, parsed.chainId)).toBe(id);
    expect(isCaipNetworkId(id)).toBe(true);
  });

  test.each(cases(unknown))('valid syntax, unknown namespace: %s', (id) => {
    expect(new RegExp(vectors.grammar.caip2).test(id)).toBe(true);
    expect(() => parseCaipNetworkId(id)).toThrow(InvalidCaipNetworkIdError);
  });

  test.each(cases(vectors.caip2.invalid_syntax))('invalid: %j', (id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(InvalidCaipNetworkIdError);
    expect(() => parseCaipNetworkId(id)).toThrow('Invalid CAIP Network ID');
    expect(isCaipNetworkId(id)).toBe(false);
  });

  test('eip155 references are decimal chain ids', () => {
    expect(() => parseCaipNetworkId('eip155:abc')).toThrow(InvalidCaipNetworkIdError);
    expect(() => parseCaipNetworkId('eip155:0x1')).toThrow(InvalidCaipNetworkIdError);
  });

  test('non-string input', () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow(InvalidCaipNetworkIdError);
    expect(isCaipNetworkId(undefined)).toBe(false);
  });

  test('formatCaipNetworkId accepts numbers and validates', () => {
    expect(formatCaipNetworkId('eip155', 31337)).toBe('eip155:31337');
    expect(() => formatCaipNetworkId('eip155', 'x:y')).toThrow(InvalidCaipNetworkIdError);
    expect(() => formatCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toThrow(
      InvalidCaipNetworkIdError,
    );
  });
});

