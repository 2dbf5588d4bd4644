import type { ApprovalRow } from '@foyer/kernel/frame';
import { decodeFunctionData, erc20Abi, type Hex } from 'viem';
import { messages } from '../messages.js';

const ROW = messages.approvalRow;

/**
 * Rows that explain calldata sent to `to`: ERC-20 `transfer`, `approve` and `transferFrom` are decoded (token
 * contract, counterparty, raw amount); the full hex is always shown too, never shortened.
 * @example
 * describeCalldata('0xToken…', '0xa9059cbb…', 'Data') // [{ label: 'Function', value: 'transfer(address,uint256)' }, …]
 */
export function describeCalldata(to: string | undefined, data: Hex | undefined, prefix = ''): ApprovalRow[] {
  if (data === undefined || data === '0x') return [];
  const rows: ApprovalRow[] = [];
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data });
    const args = decoded.args as readonly unknown[];
    const token = { label: prefix + ROW.tokenContract, value: to ?? ROW.none };
    if (decoded.functionName === 'transfer') {
      rows.push(
        { label: prefix + ROW.function, value: 'ERC-20 transfer(address,uint256)' },
        token,
        { label: prefix + ROW.recipient, value: String(args[0]) },
        { label: prefix + ROW.amount, value: String(args[1]) },
      );
    } else if (decoded.functionName === 'approve') {
      rows.push(
        { label: prefix + ROW.function, value: 'ERC-20 approve(address,uint256)' },
        token,
        { label: prefix + ROW.spender, value: String(args[0]) },
        { label: prefix + ROW.allowance, value: String(args[1]) },
      );
    } else if (decoded.functionName === 'transferFrom') {
      rows.push(
        { label: prefix + ROW.function, value: 'ERC-20 transferFrom(address,address,uint256)' },
        token,
        { label: prefix + ROW.from, value: String(args[0]) },
        { label: prefix + ROW.recipient, value: String(args[1]) },
        { label: prefix + ROW.amount, value: String(args[2]) },
      );
    } else {
      rows.push({ label: prefix + ROW.function, value: ROW.erc20Function(decoded.functionName) });
    }
  } catch {
    rows.push({ label: prefix + ROW.function, value: ROW.unknownFunction(data.slice(0, 10)) });
  }
  rows.push({ label: prefix + ROW.data, value: data });
  return rows;
}
