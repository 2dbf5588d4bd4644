import { getBase58Encoder, getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import type { ApprovalRow, ApprovalSummary } from '@foyer/kernel/frame';
import { FRAME_ERROR_MESSAGES, MAX_CRITICAL_ROWS, validateSendCallsParams } from '@foyer/kernel/frame';
import { bytesToHex, formatEther, hexToBytes, isHex } from 'viem';
import { SecureSiteError } from '../SecureSiteError.js';
import { typedDataRows } from './typedDataRows.js';
import { invalidRequest, param, readSolanaSignMessage, readSolanaTransactions, readTx, readTypedData } from '../rpc/rpcParams.js';
import { bytesToDisplayText } from './bytesToDisplayText.js';
import { describeCalldata, tokenAmount } from './describeCalldata.js';
import { flattenForDisplay } from './flattenForDisplay.js';
import { isSignableSolanaMessage } from './isSignableSolanaMessage.js';
import { messages } from '../messages.js';
import type { SummaryTokens } from './tokenMetadata.js';

const TITLE = messages.approvalTitle;
const ROW = messages.approvalRow;

function ether(value: string | undefined): string {
  return `${formatEther(value === undefined ? 0n : BigInt(value))} ETH`;
}

function decodeSolanaBytes(text: string): Uint8Array {
  try {
    return new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    try {
      return new Uint8Array(getBase64Encoder().encode(text));
    } catch {
      throw invalidRequest('Expected base58 or base64 bytes');
    }
  }
}

/** Rows for one serialized Solana transaction: the exact bytes, then what decodes (fee payer, accounts, programs). */
function describeSolanaTransaction(text: string, prefix: string): ApprovalRow[] {
  const bytes = decodeSolanaBytes(text);
  const rows: ApprovalRow[] = [
    { label: prefix + ROW.transactionBase64, value: Buffer.from(bytes).toString('base64') },
    { label: prefix + ROW.transactionHex, value: bytesToHex(bytes) },
  ];
  try {
    const transaction = getTransactionDecoder().decode(bytes);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    const accounts = message.staticAccounts.map(String);
    rows.push(
      { label: prefix + ROW.feePayer, value: accounts[0] ?? ROW.none },
      { label: prefix + ROW.recentBlockhash, value: String(message.lifetimeToken) },
      ...accounts.map((account, index) => ({ label: prefix + ROW.accountAt(index), value: account })),
      ...('instructions' in message ? message.instructions : []).map((instruction, index) => ({
        label: prefix + ROW.instructionAt(index),
        value: ROW.instructionValue(
          accounts[instruction.programAddressIndex] ?? `#${instruction.programAddressIndex}`,
          bytesToHex(new Uint8Array(instruction.data ?? [])),
        ),
      })),
    );
  } catch {
    rows.push({ label: prefix + ROW.decoded, value: ROW.decodeFailed });
  }
  return rows;
}

/** EIP-2612 `Permit` typed data: the spender and the amount are what the signature gives away. */
function permitCritical(typedData: ReturnType<typeof readTypedData>, tokens: SummaryTokens): ApprovalRow[] {
  if (typedData.primaryType !== 'Permit') return [];
  const message = typedData.message as Record<string, unknown>;
  const token = typeof typedData.domain?.verifyingContract === 'string' ? typedData.domain.verifyingContract : undefined;
  let amount: bigint | undefined;
  try {
    amount = BigInt(String(message.value));
  } catch {
    amount = undefined;
  }
  return [
    { label: ROW.spender, value: String(message.spender) },
    ...(amount !== undefined ? [{ label: ROW.allowance, value: tokenAmount(amount, token, tokens) }] : []),
  ];
}

/**
 * The approval summary of an unsafe request, computed on the secure site from the stored request (never from what
 * the page says it is). `critical` holds what the request does to the user's funds (recipient, value, token amounts
 * in token units with the symbol, spender and allowance), pinned by the frame above the scrolling `rows`; the rows
 * hold everything, never shortened: typed data in full, calldata decoded and always in hex, personal_sign text when
 * printable else hex, the exact Solana message or transaction bytes. `tokens` is the token metadata read for this
 * request (readSummaryTokens); without it amounts are raw units with a warning.
 * Throws (400) for requests the wallet would not sign, so the user is never asked to approve them.
 * @example
 * summarizeApproval('personal_sign', ['0x68656c6c6f', '0xf39F…'], 'eip155:31337').rows[0] // { label: 'Message', value: 'hello' }
 */
export function summarizeApproval(method: string, params: unknown, chainId: string, tokens: SummaryTokens = {}): ApprovalSummary {
  const network: ApprovalRow = { label: ROW.network, value: chainId };
  switch (method) {
    case 'personal_sign': {
      const message = param(params, 0);
      if (typeof message !== 'string') throw invalidRequest('personal_sign expects [message, address]');
      const shown = isHex(message) ? bytesToDisplayText(hexToBytes(message)) : { kind: 'text' as const, text: message };
      return {
        method,
        title: TITLE.signMessage,
        critical: [],
        rows: [
          { label: shown.kind === 'text' ? ROW.message : ROW.messageHex, value: shown.text },
          { label: ROW.account, value: String(param(params, 1)) },
          network,
        ],
      };
    }
    case 'eth_signTypedData_v4': {
      const typedData = readTypedData(params);
      return {
        method,
        title: TITLE.signTypedData,
        critical: permitCritical(typedData, tokens),
        rows: [
          { label: ROW.account, value: String(param(params, 0)) },
          { label: ROW.primaryType, value: typedData.primaryType },
          ...typedDataRows(typedData),
        ],
      };
    }
    case 'eth_sendTransaction': {
      const tx = readTx(param(params, 0));
      const value = tx.value === undefined ? 0n : BigInt(tx.value);
      const calldata = describeCalldata(tx.to, tx.data, value, tokens);
      return {
        method,
        title: tx.to === undefined ? TITLE.deployContract : TITLE.sendTransaction,
        critical: [{ label: ROW.to, value: tx.to ?? ROW.contractCreation }, { label: ROW.value, value: ether(tx.value) }, ...calldata.critical],
        rows: [
          ...(tx.from !== undefined ? [{ label: ROW.from, value: tx.from }] : []),
          { label: ROW.to, value: tx.to ?? ROW.contractCreation },
          { label: ROW.value, value: ether(tx.value) },
          network,
          ...(tx.gas !== undefined ? [{ label: ROW.gasLimit, value: BigInt(tx.gas).toString() }] : []),
          ...calldata.rows,
        ],
      };
    }
    case 'wallet_sendCalls': {
      const checked = validateSendCallsParams(params);
      if (!checked.ok) throw new SecureSiteError(400, 'INVALID_CALLS', `Invalid calls: ${checked.reason}`);
      const described = checked.calls.map((call, index) => {
        const prefix = ROW.callPrefix(index + 1);
        const value = call.value === undefined ? 0n : BigInt(call.value);
        const calldata = call.data === '0x' ? { critical: [], rows: [{ label: prefix + ROW.data, value: '0x' }] } : describeCalldata(call.to, call.data, value, tokens, prefix);
        return {
          critical: [{ label: prefix + ROW.to, value: call.to }, { label: prefix + ROW.value, value: ether(call.value) }, ...calldata.critical],
          rows: [{ label: prefix + ROW.to, value: call.to }, { label: prefix + ROW.value, value: ether(call.value) }, ...calldata.rows],
        };
      });
      const total = checked.calls.reduce((sum, call) => sum + (call.value === undefined ? 0n : BigInt(call.value)), 0n);
      const totals: ApprovalRow[] = [
        { label: ROW.calls, value: String(checked.calls.length) },
        { label: ROW.totalValue, value: `${formatEther(total)} ETH` },
      ];
      const perCall = described.flatMap((call) => call.critical);
      return {
        method,
        title: TITLE.sendCalls(checked.calls.length),
        // Every call's recipient and amounts when they fit above the list; else the totals (the list holds each call).
        critical: totals.length + perCall.length <= MAX_CRITICAL_ROWS ? [...totals, ...perCall] : totals,
        rows: [network, { label: ROW.execution, value: ROW.executionValue }, ...described.flatMap((call) => call.rows)],
      };
    }
    case 'solana_signMessage': {
      const request = readSolanaSignMessage(params);
      // The signer reads the message as base58 only: the summary decodes it the same way.
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(getBase58Encoder().encode(request.message));
      } catch {
        throw invalidRequest('solana_signMessage expects { message (base58), pubkey }');
      }
      if (!isSignableSolanaMessage(bytes)) throw new SecureSiteError(400, 'TRANSACTION_AS_MESSAGE', FRAME_ERROR_MESSAGES.TRANSACTION_AS_MESSAGE);
      const shown = bytesToDisplayText(bytes);
      return {
        method,
        title: TITLE.signMessage,
        critical: [],
        rows: [
          { label: shown.kind === 'text' ? ROW.message : ROW.messageHex, value: shown.text },
          ...(request.pubkey !== undefined ? [{ label: ROW.account, value: String(request.pubkey) }] : []),
          network,
        ],
      };
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const transactions = readSolanaTransactions(params);
      return {
        method,
        title: method === 'solana_signAndSendTransaction' ? TITLE.sendTransaction : TITLE.signTransaction,
        critical: [],
        rows: [network, ...transactions.flatMap((text, index) => describeSolanaTransaction(text, transactions.length > 1 ? ROW.transactionPrefix(index + 1) : ''))],
      };
    }
    default:
      return { method, title: TITLE.approveRequest, critical: [], rows: [network, ...flattenForDisplay(params ?? null, 'params')] };
  }
}
