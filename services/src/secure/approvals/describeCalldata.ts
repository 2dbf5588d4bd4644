import type { ApprovalRow } from '@foyer/kernel/frame';
import { decodeFunctionData, erc20Abi, formatUnits, getAddress, isAddress, maxUint256, type Hex } from 'viem';
import { messages } from '../messages.js';
import { SWAP_ROUTER_ABI, type SummaryTokens } from './tokenMetadata.js';

const ROW = messages.approvalRow;

/** What calldata does, split as the approval shows it: `critical` rows are pinned, `rows` go in the scrolling list. */
export type DescribedCalldata = { critical: ApprovalRow[]; rows: ApprovalRow[] };

/**
 * An amount of `token` as the user reads it: in token units with its symbol (and the contract), or, when the token's
 * metadata could not be read, the raw units with a warning. The unlimited allowance reads "Unlimited".
 * @example
 * tokenAmount(1500000n, '0xA0b8…', { '0xA0b8…': { symbol: 'USDC', decimals: 6 } }) // '1.5 USDC (token 0xA0b8…)'
 */
export function tokenAmount(amount: bigint, token: string | undefined, tokens: SummaryTokens): string {
  const address = token !== undefined && isAddress(token, { strict: false }) ? getAddress(token) : undefined;
  const metadata = address === undefined ? undefined : tokens[address];
  const shownToken = address ?? ROW.none;
  if (amount === maxUint256) return `${ROW.unlimited} ${metadata?.symbol ?? ''} (token ${shownToken})`.replace('  ', ' ');
  if (metadata === undefined) return ROW.unknownToken(amount.toString(), shownToken);
  return ROW.tokenAmount(formatUnits(amount, metadata.decimals), metadata.symbol, shownToken);
}

function describeErc20(to: string | undefined, data: Hex, prefix: string, tokens: SummaryTokens): DescribedCalldata | undefined {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data });
  } catch {
    return undefined;
  }
  const args = decoded.args as readonly unknown[];
  const token = { label: prefix + ROW.tokenContract, value: to ?? ROW.none };
  const raw = (label: string, value: unknown) => ({ label: prefix + label, value: String(value) });
  switch (decoded.functionName) {
    case 'transfer':
      return {
        critical: [
          { label: prefix + ROW.recipient, value: String(args[0]) },
          { label: prefix + ROW.amount, value: tokenAmount(args[1] as bigint, to, tokens) },
        ],
        rows: [{ label: prefix + ROW.function, value: 'ERC-20 transfer(address,uint256)' }, token, raw(ROW.amountRaw, args[1])],
      };
    case 'approve':
      return {
        critical: [
          { label: prefix + ROW.spender, value: String(args[0]) },
          { label: prefix + ROW.allowance, value: tokenAmount(args[1] as bigint, to, tokens) },
        ],
        rows: [{ label: prefix + ROW.function, value: 'ERC-20 approve(address,uint256)' }, token, raw(ROW.allowanceRaw, args[1])],
      };
    case 'transferFrom':
      return {
        critical: [
          { label: prefix + ROW.from, value: String(args[0]) },
          { label: prefix + ROW.recipient, value: String(args[1]) },
          { label: prefix + ROW.amount, value: tokenAmount(args[2] as bigint, to, tokens) },
        ],
        rows: [{ label: prefix + ROW.function, value: 'ERC-20 transferFrom(address,address,uint256)' }, token, raw(ROW.amountRaw, args[2])],
      };
    default:
      return { critical: [], rows: [{ label: prefix + ROW.function, value: ROW.erc20Function(decoded.functionName) }] };
  }
}

function describeSwap(data: Hex, value: bigint, prefix: string, tokens: SummaryTokens): DescribedCalldata | undefined {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data });
  } catch {
    return undefined;
  }
  const [amountIn, amountOutMin, path, to, deadline] =
    decoded.functionName === 'swapExactETHForTokens'
      ? [value, ...(decoded.args as readonly [bigint, readonly Hex[], Hex, bigint])]
      : (decoded.args as readonly [bigint, bigint, readonly Hex[], Hex, bigint]);
  const pays = decoded.functionName === 'swapExactETHForTokens' ? `${formatUnits(amountIn, 18)} ETH` : tokenAmount(amountIn, path[0], tokens);
  const receives = decoded.functionName === 'swapExactTokensForETH' ? `${formatUnits(amountOutMin, 18)} ETH` : tokenAmount(amountOutMin, path[path.length - 1], tokens);
  return {
    critical: [
      { label: prefix + ROW.swapIn, value: pays },
      { label: prefix + ROW.swapOutMinimum, value: receives },
      { label: prefix + ROW.recipient, value: to },
    ],
    rows: [
      { label: prefix + ROW.function, value: `${decoded.functionName} (swap router)` },
      { label: prefix + ROW.swapPath, value: path.join(' → ') },
      { label: prefix + ROW.deadline, value: new Date(Number(deadline) * 1000).toISOString() },
    ],
  };
}

/**
 * What calldata sent to `to` does: ERC-20 `transfer`, `approve` and `transferFrom` and the swap router's calls are
 * decoded, their counterparties and amounts (in token units with the symbol) pinned as critical rows; the raw amounts
 * and the full hex are always in the detail rows too, never shortened.
 * @example
 * describeCalldata('0xToken…', '0xa9059cbb…', 0n, tokens).critical // [{ label: 'Recipient', … }, { label: 'Amount', value: '1.5 USDC (token 0x…)' }]
 */
export function describeCalldata(to: string | undefined, data: Hex | undefined, value: bigint, tokens: SummaryTokens, prefix = ''): DescribedCalldata {
  if (data === undefined || data === '0x') return { critical: [], rows: [] };
  const described = describeErc20(to, data, prefix, tokens) ??
    describeSwap(data, value, prefix, tokens) ?? { critical: [], rows: [{ label: prefix + ROW.function, value: ROW.unknownFunction(data.slice(0, 10)) }] };
  return { critical: described.critical, rows: [...described.rows, { label: prefix + ROW.data, value: data }] };
}
