import { getLogsRangeError } from './getLogsRangeError.js';
import { RPC_PROXY_MAX_GET_LOGS_BLOCKS } from './rpcProxyLimits.js';

const hex = (value: number): string => `0x${value.toString(16)}`;

// M3: new with the fix (eth_getLogs ranges were not capped).
describe('getLogsRangeError', () => {
  const head = 50_000;
  let asked = 0;
  const latest = async (): Promise<bigint> => {
    asked += 1;
    return BigInt(head);
  };

  beforeEach(() => {
    asked = 0;
  });

  test(`numeric ranges: up to ${RPC_PROXY_MAX_GET_LOGS_BLOCKS} blocks pass without asking the node for its head`, async () => {
    expect(await getLogsRangeError([{ fromBlock: '0x0', toBlock: hex(RPC_PROXY_MAX_GET_LOGS_BLOCKS - 1) }], latest)).toBeUndefined();
    expect(await getLogsRangeError([{ fromBlock: '0x0', toBlock: hex(RPC_PROXY_MAX_GET_LOGS_BLOCKS) }], latest)).toBe(
      `Block range too large: eth_getLogs covers at most ${RPC_PROXY_MAX_GET_LOGS_BLOCKS} blocks (asked ${RPC_PROXY_MAX_GET_LOGS_BLOCKS + 1})`,
    );
    expect(asked).toBe(0);
  });

  test('an end at the head is resolved with the node head', async () => {
    expect(await getLogsRangeError([{ fromBlock: 'earliest' }], latest)).toMatch(/asked 50001\)$/);
    expect(await getLogsRangeError([{ fromBlock: hex(head - 100), toBlock: 'latest' }], latest)).toBeUndefined();
    expect(await getLogsRangeError([{ fromBlock: hex(head - 20_000), toBlock: 'finalized' }], latest)).toMatch(/^Block range too large/);
    expect(asked).toBe(3);
  });

  test('head to head, a blockHash filter, or parameters the node will reject itself pass without a lookup', async () => {
    expect(await getLogsRangeError([{}], latest)).toBeUndefined();
    expect(await getLogsRangeError([{ fromBlock: 'latest', toBlock: 'pending' }], latest)).toBeUndefined();
    expect(await getLogsRangeError([{ blockHash: `0x${'ab'.repeat(32)}`, fromBlock: '0x0', toBlock: hex(head) }], latest)).toBeUndefined();
    expect(await getLogsRangeError([{ fromBlock: 'soon', toBlock: 'latest' }], latest)).toBeUndefined();
    expect(await getLogsRangeError('nonsense', latest)).toBeUndefined();
    expect(asked).toBe(0);
  });
});
