import { ServiceError } from '../errors/ServiceError.js';
import type { AssetHolding } from './AssetHolding.js';
import { chainTokens } from './chainTokens.js';
import type { ChainEntry } from './createChainRegistry.js';
import { rpcBatchRequest } from './rpcBatchRequest.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
/** `balanceOf(address)`. */
const BALANCE_OF_SELECTOR = '0x70a08231';

/** An ABI-encoded uint256 return value; `0x` (no code at the address) reads as 0. */
function uintOf(result: unknown): bigint | undefined {
  if (result === '0x') return 0n;
  return typeof result === 'string' && HEX_QUANTITY.test(result) ? BigInt(result) : undefined;
}

/**
 * The native balance of `address` on an EVM `chain` and its balance of every known token of the chain (`chainTokens`),
 * read in ONE JSON-RPC batch at the latest block: `eth_getBalance` and one `balanceOf` `eth_call` per token. A token
 * whose call reverts or answers garbage is left out; a bad native answer is a 502 `NODE_ERROR`.
 */
export async function getEvmHoldings(chain: ChainEntry, address: `0x${string}`): Promise<AssetHolding[]> {
  const tokens = chainTokens(chain.chainId);
  const data = `${BALANCE_OF_SELECTOR}${address.slice(2).toLowerCase().padStart(64, '0')}`;
  const [native, ...balances] = await rpcBatchRequest({ chainId: chain.chainId, url: chain.rpcUrl }, [
    { method: 'eth_getBalance', params: [address, 'latest'] },
    ...tokens.map((token) => ({ method: 'eth_call', params: [{ to: token.address, data }, 'latest'] })),
  ]);
  const wei = native?.ok && native.result !== '0x' ? uintOf(native.result) : undefined;
  if (wei === undefined) {
    const answer = native === undefined ? 'nothing' : native.ok ? JSON.stringify(native.result) : native.message;
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered eth_getBalance with ${answer}`);
  }
  const holdings: AssetHolding[] = [{ ...chain.nativeCurrency, amount: wei }];
  tokens.forEach((token, index) => {
    const outcome = balances[index];
    const amount = outcome?.ok ? uintOf(outcome.result) : undefined;
    if (amount !== undefined) holdings.push({ name: token.name, symbol: token.symbol, decimals: token.decimals, amount, token: token.address });
  });
  return holdings;
}
