import { z } from 'zod';
import { RPC_PROXY_MAX_GET_LOGS_BLOCKS } from './rpcProxyLimits.js';

const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/);
const filterSchema = z.object({
  fromBlock: z.string().optional(),
  toBlock: z.string().optional(),
  blockHash: z.string().optional(),
});

/** A block parameter as a number, `latest` for the tags that mean the head (and for a missing one). */
function blockOf(value: string | undefined): bigint | 'latest' | undefined {
  if (value === undefined || value === 'latest' || value === 'pending' || value === 'safe' || value === 'finalized') return 'latest';
  if (value === 'earliest') return 0n;
  return quantitySchema.safeParse(value).success ? BigInt(value) : undefined;
}

/**
 * Why an `eth_getLogs` call is refused, or `undefined` when it may go to the node: its block range
 * may cover at most `RPC_PROXY_MAX_GET_LOGS_BLOCKS` blocks. `latestBlock` is asked only when one end
 * is the head and the other a number or `earliest`. A `blockHash` filter is one block; parameters
 * the proxy cannot read are left to the node to reject.
 *
 * @example
 * await getLogsRangeError([{ fromBlock: '0x0', toBlock: '0x186a0' }], latest)
 * // 'Block range too large: eth_getLogs covers at most 10000 blocks (asked 100001)'
 */
export async function getLogsRangeError(params: unknown, latestBlock: () => Promise<bigint>): Promise<string | undefined> {
  const filter = filterSchema.safeParse(Array.isArray(params) ? params[0] : undefined);
  if (!filter.success || filter.data.blockHash !== undefined) return undefined;
  const from = blockOf(filter.data.fromBlock);
  const to = blockOf(filter.data.toBlock);
  if (from === undefined || to === undefined || (from === 'latest' && to === 'latest')) return undefined;
  const head = from === 'latest' || to === 'latest' ? await latestBlock() : 0n;
  const blocks = (to === 'latest' ? head : to) - (from === 'latest' ? head : from) + 1n;
  if (blocks <= BigInt(RPC_PROXY_MAX_GET_LOGS_BLOCKS)) return undefined;
  return `Block range too large: eth_getLogs covers at most ${RPC_PROXY_MAX_GET_LOGS_BLOCKS} blocks (asked ${blocks})`;
}
