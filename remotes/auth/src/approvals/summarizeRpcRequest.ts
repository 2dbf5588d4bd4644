import type { NativeCurrency } from '@foyer/kernel';
import type { ApprovalRow, ApprovalSummary } from './ApprovalSummary.js';
import { formatUnits } from './formatUnits.js';
import { hexToText } from './hexToText.js';

const TITLES: Readonly<Record<string, string>> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send transaction',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  eth_sendUserOperation: 'Send user operation',
};

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const MAX_DATA_CHARS = 66;

/**
 * A readable summary of an unsafe RPC request for ApproveTransaction: the message text of a
 * `personal_sign`, the domain and primary type of typed data, the recipient and value of a
 * transaction (in the network's native currency), the calls of `wallet_sendCalls`.
 * @example
 * summarizeRpcRequest('personal_sign', ['0x48656c6c6f', '0xf39F…']).rows[0] // { label: 'Message', value: 'Hello' }
 */
export function summarizeRpcRequest(method: string, params: unknown, currency: NativeCurrency = ETH): ApprovalSummary {
  const list: readonly unknown[] = Array.isArray(params) ? params : params === undefined ? [] : [params];
  return { method, title: TITLES[method] ?? method, rows: rowsOf(method, list, currency) };
}

function rowsOf(method: string, params: readonly unknown[], currency: NativeCurrency): ApprovalRow[] {
  switch (method) {
    case 'personal_sign':
      return messageRows(params[0], params[1]);
    case 'eth_signTypedData_v4':
      return typedDataRows(params[1], params[0]);
    case 'eth_sendTransaction':
      return transactionRows(params[0], currency);
    case 'wallet_sendCalls':
      return callsRows(params[0], currency);
    case 'solana_signMessage':
      return solanaMessageRows(params[0]);
    default:
      return [{ label: 'Method', value: method }];
  }
}

function messageRows(message: unknown, account: unknown): ApprovalRow[] {
  const raw = typeof message === 'string' ? message : '';
  const rows: ApprovalRow[] = [{ label: 'Message', value: hexToText(raw) ?? raw }];
  if (typeof account === 'string') rows.push({ label: 'Account', value: account });
  return rows;
}

function typedDataRows(typedData: unknown, account: unknown): ApprovalRow[] {
  const data = parseJsonObject(typedData);
  const domain = data && isRecord(data['domain']) ? data['domain'] : undefined;
  const rows: ApprovalRow[] = [];
  if (domain) {
    const name = typeof domain['name'] === 'string' ? domain['name'] : 'Unnamed domain';
    const chainId = domain['chainId'];
    rows.push({ label: 'Domain', value: chainId === undefined ? name : `${name} (chain ${String(chainId)})` });
    if (typeof domain['verifyingContract'] === 'string') rows.push({ label: 'Contract', value: domain['verifyingContract'] });
  }
  if (data && typeof data['primaryType'] === 'string') rows.push({ label: 'Primary type', value: data['primaryType'] });
  if (typeof account === 'string') rows.push({ label: 'Account', value: account });
  return rows.length > 0 ? rows : [{ label: 'Method', value: 'eth_signTypedData_v4' }];
}

function transactionRows(transaction: unknown, currency: NativeCurrency): ApprovalRow[] {
  if (!isRecord(transaction)) return [{ label: 'Method', value: 'eth_sendTransaction' }];
  const rows: ApprovalRow[] = [
    { label: 'To', value: typeof transaction['to'] === 'string' ? transaction['to'] : 'New contract' },
    { label: 'Value', value: `${formatUnits(transaction['value'] ?? 0, currency.decimals) ?? '?'} ${currency.symbol}` },
  ];
  const data = transaction['data'] ?? transaction['input'];
  if (typeof data === 'string' && data !== '0x') rows.push({ label: 'Data', value: shorten(data) });
  return rows;
}

function callsRows(request: unknown, currency: NativeCurrency): ApprovalRow[] {
  const calls = isRecord(request) && Array.isArray(request['calls']) ? request['calls'] : [];
  const rows: ApprovalRow[] = [{ label: 'Calls', value: String(calls.length) }];
  calls.forEach((call: unknown, index) => {
    if (!isRecord(call)) return;
    const value = formatUnits(call['value'] ?? 0, currency.decimals) ?? '?';
    rows.push({ label: `Call ${index + 1}`, value: `${String(call['to'])} (${value} ${currency.symbol})` });
  });
  return rows;
}

function solanaMessageRows(request: unknown): ApprovalRow[] {
  const message = isRecord(request) ? request['message'] : undefined;
  return [{ label: 'Message', value: typeof message === 'string' ? message : 'Solana message' }];
}

function parseJsonObject(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shorten(data: string): string {
  return data.length <= MAX_DATA_CHARS ? data : `${data.slice(0, MAX_DATA_CHARS)}… (${(data.length - 2) / 2} bytes)`;
}
