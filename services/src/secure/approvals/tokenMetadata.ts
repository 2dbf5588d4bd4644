import { decodeFunctionData, decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, isAddress, parseAbi, type Hex } from 'viem';
import { validateSendCallsParams } from '@foyer/kernel/frame';
import { param, readTx, readTypedData } from '../rpc/rpcParams.js';

/** What the approval shows of a token: its symbol (sanitised) and decimals, read from the token contract. */
export type TokenMetadata = { symbol: string; decimals: number };
/** Token metadata by checksummed address; stored with the approval so the summary is recomputed identically. */
export type SummaryTokens = Readonly<Record<string, TokenMetadata>>;

/** The Uniswap V2 router calls the swap feature builds (the dev AMM implements the same ABI). */
export const SWAP_ROUTER_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
]);

const MAX_SYMBOL_CHARS = 16;
const MAX_TOKENS = 16;

/** A symbol safe to show: printable ASCII letters, digits and a few marks only, at most 16 characters. */
function sanitizeSymbol(symbol: string): string | undefined {
  const cleaned = symbol.replace(/[^A-Za-z0-9.+\-_$]/g, '').slice(0, MAX_SYMBOL_CHARS);
  return cleaned === '' ? undefined : cleaned;
}

function calldataTokens(to: string | undefined, data: Hex | undefined): string[] {
  if (data === undefined || data === '0x') return [];
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data });
    if (['transfer', 'approve', 'transferFrom'].includes(decoded.functionName) && to !== undefined) return [to];
  } catch {
    // not ERC-20
  }
  try {
    const decoded = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data });
    const path = decoded.args.find((arg): arg is readonly Hex[] => Array.isArray(arg)) ?? [];
    return [...path];
  } catch {
    return [];
  }
}

/** The token contracts whose amounts a request's summary shows (ERC-20 calls, swap paths, EIP-2612 permits). */
export function tokensOfRequest(method: string, params: unknown): string[] {
  const found: string[] = [];
  try {
    if (method === 'eth_sendTransaction') {
      const tx = readTx(param(params, 0));
      found.push(...calldataTokens(tx.to, tx.data));
    } else if (method === 'wallet_sendCalls') {
      const checked = validateSendCallsParams(params);
      if (checked.ok) for (const call of checked.calls) found.push(...calldataTokens(call.to, call.data));
    } else if (method === 'eth_signTypedData_v4') {
      const typedData = readTypedData(params);
      const contract = typedData.domain?.verifyingContract;
      if (typedData.primaryType === 'Permit' && typeof contract === 'string') found.push(contract);
    }
  } catch {
    return [];
  }
  return [...new Set(found.filter((address) => isAddress(address, { strict: false })).map((address) => getAddress(address)))].slice(0, MAX_TOKENS);
}

/**
 * Reads the symbol and decimals of every token a request's summary mentions through `call` (an `eth_call` on the
 * wallet's node). A token that does not answer, or answers nonsense, is left out: its amounts are shown in raw units
 * with a warning.
 * @example
 * const tokens = await readSummaryTokens('eth_sendTransaction', [tx], (to, data) => rpc.forward('eth_call', [{ to, data }, 'latest']))
 */
export async function readSummaryTokens(method: string, params: unknown, call: (to: string, data: Hex) => Promise<unknown>): Promise<SummaryTokens> {
  const entries = await Promise.all(
    tokensOfRequest(method, params).map(async (token): Promise<[string, TokenMetadata] | undefined> => {
      try {
        const [decimalsResult, symbolResult] = await Promise.all([
          call(token, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
          call(token, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
        ]);
        const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsResult as Hex });
        const symbol = sanitizeSymbol(decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolResult as Hex }));
        if (symbol === undefined || !Number.isInteger(decimals) || decimals > 36) return undefined;
        return [token, { symbol, decimals }];
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry): entry is [string, TokenMetadata] => entry !== undefined));
}
