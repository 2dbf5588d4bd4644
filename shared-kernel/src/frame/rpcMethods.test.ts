import { readVector } from '../test-utils/readVector.js';
import { isAllowedRpcMethod, isSafeRpcMethod, isUnsafeRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js';

type Vectors = {
  embedded_wallet: { safe_methods: string[]; unsafe_methods_require_approval: string[] };
  probes_ours: { method: unknown; expect: string; params_bad?: unknown }[];
};
const vectors = readVector<Vectors>('rpc-allowlist/appkit-1.7.16-rpc-methods.json');

describe('RPC method classification', () => {
  test('the lists are exactly the vector lists', () => {
    expect([...SAFE_RPC_METHODS].sort()).toEqual([...vectors.embedded_wallet.safe_methods].sort());
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual([...vectors.embedded_wallet.unsafe_methods_require_approval].sort());
  });

  test.each(vectors.probes_ours.filter((probe) => probe.params_bad === undefined).map((p) => [JSON.stringify(p.method), p] as const))(
    'probe %s',
    (_name, probe) => {
      if (probe.expect.startsWith('safe')) {
        expect(isSafeRpcMethod(probe.method)).toBe(true);
        expect(isUnsafeRpcMethod(probe.method)).toBe(false);
      } else if (probe.expect.startsWith('unsafe')) {
        expect(isUnsafeRpcMethod(probe.method)).toBe(true);
        expect(isSafeRpcMethod(probe.method)).toBe(false);
      } else {
        // rejected, or handled by the connector rather than the frame's allow-list
        expect(isAllowedRpcMethod(probe.method)).toBe(false);
      }
    },
  );

  test('Object.prototype names never count as methods', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(isAllowedRpcMethod(name)).toBe(false);
  });
});
