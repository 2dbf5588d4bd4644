/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateEip6963Detail } from './validateEip6963Detail.js';

type Vector = { case: string; info?: Record<string, string>; expect: string };
const vectors = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../../shared/vectors/eip6963/eip6963.json'), 'utf8'),
) as { test_cases_ours: Vector[]; spec_examples: { reference_wallet_info: Record<string, string>; icon_examples: string[] } };

const provider = { request: async () => null, on: () => {}, removeListener: () => {} };
const withInfo = vectors.test_cases_ours.filter((vector): vector is Vector & { info: Record<string, string> } => !!vector.info);
const outcome = (vector: Vector) => {
  if (/^(reject|ignored)/.test(vector.expect)) return 'rejected';
  if (/placeholder/.test(vector.expect)) return 'listed without icon';
  return 'listed';
};

test.each(withInfo.map((vector) => [vector.case, vector.expect, vector] as const))('%s (expect: %s)', (_name, _expect, vector) => {
  const result = validateEip6963Detail({ info: vector.info, provider });
  switch (outcome(vector)) {
    case 'rejected':
      expect(result.ok).toBe(false);
      break;
    case 'listed without icon':
      expect(result).toMatchObject({ ok: true, icon: undefined });
      if (result.ok) expect(result.warnings).toHaveLength(1);
      break;
    default:
      expect(result).toMatchObject({ ok: true, icon: vector.info['icon'] });
  }
});

test('every icon example of the EIP is accepted as is', () => {
  for (const icon of vectors.spec_examples.icon_examples) {
    const result = validateEip6963Detail({ info: { ...vectors.spec_examples.reference_wallet_info, icon }, provider });
    expect(result).toMatchObject({ ok: true, icon });
  }
});

test('a provider without request() is ignored (not EIP-1193)', () => {
  expect(validateEip6963Detail({ info: vectors.spec_examples.reference_wallet_info, provider: {} })).toMatchObject({ ok: false });
});

test.each([undefined, null, 'x', {}, { info: null }])('a malformed detail %p is ignored without throwing', (detail) => {
  expect(validateEip6963Detail(detail)).toMatchObject({ ok: false });
});

test('the info is a snapshot: later mutation of the announced object changes nothing', () => {
  const info = { ...vectors.spec_examples.reference_wallet_info };
  const result = validateEip6963Detail({ info, provider });
  info['name'] = 'Changed';
  expect(result).toMatchObject({ ok: true, info: { name: 'Example Wallet' } });
});

test('a very long name is cut to 256 characters', () => {
  const result = validateEip6963Detail({ info: { ...vectors.spec_examples.reference_wallet_info, name: 'W'.repeat(10_000) }, provider });
  expect(result.ok && result.info.name.length).toBe(256);
});
