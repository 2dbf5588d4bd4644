import { readVector } from '../test-utils/readVector.js';
import { validateSendCalls, validateSendCallsParams } from './validateSendCalls.js';

type Vectors = { probes_ours: { method: unknown; params_bad?: unknown }[] };
const vectors = readVector<Vectors>('rpc-allowlist/appkit-1.7.16-rpc-methods.json');
const TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('validateSendCalls', () => {
  test.each(vectors.probes_ours.filter((p) => p.params_bad !== undefined).map((p) => [JSON.stringify(p.params_bad), p] as const))(
    'rejects %s',
    (_name, probe) => {
      expect(validateSendCallsParams(probe.params_bad).ok).toBe(false);
    },
  );

  test('accepts 0x to and data, with an optional 0x value', () => {
    expect(validateSendCalls([{ to: TO, data: '0x', value: '0x1' }])).toEqual({ ok: true, calls: [{ to: TO, data: '0x', value: '0x1' }] });
  });

  test('rejects empty lists, non-objects and a non-hex value', () => {
    expect(validateSendCalls([]).ok).toBe(false);
    expect(validateSendCalls('x').ok).toBe(false);
    expect(validateSendCalls([null]).ok).toBe(false);
    expect(validateSendCalls([{ to: TO, data: '0x', value: 1 }]).ok).toBe(false);
  });
});
