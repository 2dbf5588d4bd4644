import fs from 'node:fs';
import path from 'node:path';
import { EVM_RPC_ALLOW_LIST, isRpcMethodAllowed, SOLANA_RPC_ALLOW_LIST } from './rpcAllowList.js';

type Vectors = { embedded_wallet: { safe_methods: string[]; unsafe_methods_require_approval: string[] }; probes_ours: { method: string; expect: string }[] };

const vectors = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../shared/vectors/rpc-allowlist/appkit-1.7.16-rpc-methods.json'), 'utf8'),
) as Vectors;

describe('isRpcMethodAllowed', () => {
  test('every EVM method is a safe method of the vectors, or one of the two node extras', () => {
    const extras = ['net_version', 'web3_clientVersion'];
    for (const method of EVM_RPC_ALLOW_LIST) expect([...vectors.embedded_wallet.safe_methods, ...extras]).toContain(method);
    expect(isRpcMethodAllowed('eip155:1', 'eth_sendRawTransaction')).toBe(true);
  });

  test('no signing (unsafe) method is forwarded, on any namespace', () => {
    for (const method of vectors.embedded_wallet.unsafe_methods_require_approval) {
      expect(isRpcMethodAllowed('eip155:31337', method)).toBe(false);
      expect(isRpcMethodAllowed('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', method)).toBe(false);
    }
  });

  test('rejected probes stay rejected (case, spaces, prototype keys)', () => {
    for (const probe of vectors.probes_ours.filter((entry) => entry.expect.toLowerCase().startsWith('rejected'))) {
      expect(isRpcMethodAllowed('eip155:31337', probe.method)).toBe(false);
    }
    expect(isRpcMethodAllowed('eip155:31337', 'constructor')).toBe(false);
  });

  test('solana: reads and sendTransaction; EVM methods do not cross namespaces; unknown namespaces allow nothing', () => {
    expect(SOLANA_RPC_ALLOW_LIST).toContain('sendTransaction');
    expect(isRpcMethodAllowed('solana:devnet', 'getBalance')).toBe(true);
    expect(isRpcMethodAllowed('solana:devnet', 'eth_getBalance')).toBe(false);
    expect(isRpcMethodAllowed('eip155:1', 'getBalance')).toBe(false);
    expect(isRpcMethodAllowed('bip122:000000000019d6689c085ae165831e93', 'getBalance')).toBe(false);
  });
});
