import { BaseError, encodeErc20Transfer, type CaipNetworkId, type ChainNamespace, type TokenBalance, proxyRpc, waitForEvmReceipt, type ProxyRpcEndpoint } from '@foyer/kernel';
import { compileLegacyTransaction, type SolanaInstruction } from './solana/compileLegacyTransaction.js';
import { solanaTokenAccounts } from './solana/solanaTokenAccounts.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
  transferSolInstruction,
} from './solana/solanaTransferInstructions.js';
import type { SendApi } from './SendApi.js';
import { tokenContract } from './tokenContract.js';

const CONFIRM_POLL_MS = 500;
const CONFIRM_TIMEOUT_MS = 60_000;

/** The chain answered that the sent transaction failed (EVM status 0, a Solana instruction error). */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError';
  override code = 'TRANSACTION_REVERTED' as const;
  constructor(hash: string) {
    super('Transaction failed', { details: `Transaction ${hash} failed on chain` });
  }
}

export type SendTokensParameters = {
  api: SendApi;
  endpoint: ProxyRpcEndpoint;
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  from: string;
  to: string;
  token: Pick<TokenBalance, 'address' | 'quantity'>;
  amount: bigint;
  /** How long to wait between confirmation checks (tests shorten it). */
  pollMs?: number;
};

/**
 * Sends `amount` of `token` from the connected account to `to`: the wallet signs and sends (EVM
 * native value or ERC-20 `transfer`; Solana system transfer or SPL `transferChecked`, creating the
 * receiver's associated token account when missing), then the chain is watched until the transaction
 * is confirmed. Resolves to its hash; rejects with the wallet's error (a rejection keeps code 4001) or
 * `TransactionRevertedError`.
 */
export async function sendTokens(parameters: SendTokensParameters): Promise<string> {
  const { api, endpoint, namespace, caipNetworkId, from, to, token, amount, pollMs = CONFIRM_POLL_MS } = parameters;
  const contract = tokenContract(token);
  if (namespace === 'eip155') {
    const transaction = contract === undefined ? { to, value: `0x${amount.toString(16)}` as const } : { to: contract, data: encodeErc20Transfer(to, amount) };
    const { hash } = await api.sendTransaction({ namespace, address: from, caipNetworkId, transaction });
    const outcome = await waitForEvmReceipt({ endpoint, caipNetworkId, hash, pollMs, timeoutMs: CONFIRM_TIMEOUT_MS });
    if (outcome === 'reverted') throw new TransactionRevertedError(hash);
    if (outcome === 'timeout') throw new Error('The transaction was not confirmed in time');
    return hash;
  }
  if (namespace === 'solana') {
    const instructions: SolanaInstruction[] = [];
    if (contract === undefined) {
      instructions.push(transferSolInstruction({ from, to, lamports: amount }));
    } else {
      const accounts = await solanaTokenAccounts({ endpoint, caipNetworkId, owner: from, receiver: to, mint: contract });
      const { tokenProgram, source, destination } = accounts;
      if (!accounts.receiverAccountExists) {
        instructions.push(createAssociatedTokenAccountIdempotentInstruction({ payer: from, account: destination, owner: to, mint: contract, tokenProgram }));
      }
      const decimals = Number(token.quantity.decimals);
      instructions.push(transferCheckedInstruction({ source, mint: contract, destination, owner: from, amount, decimals, tokenProgram }));
    }
    const latest = await proxyRpc<{ value: { blockhash: string } }>(endpoint, caipNetworkId, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
    const transaction = compileLegacyTransaction({ feePayer: from, blockhash: latest.value.blockhash, instructions });
    const { hash } = await api.sendTransaction({ namespace, address: from, caipNetworkId, transaction });
    await waitFor(pollMs, async () => {
      type Statuses = { value: ({ err: unknown; confirmationStatus?: string } | null)[] };
      const [status] = (await proxyRpc<Statuses>(endpoint, caipNetworkId, 'getSignatureStatuses', [[hash]])).value;
      if (!status) return false;
      if (status.err) throw new TransactionRevertedError(hash);
      return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized';
    });
    return hash;
  }
  throw new Error(`Sending on ${namespace} is not supported`);
}

/** Polls `done` until it resolves true (or throws), for at most a minute. */
async function waitFor(pollMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('The transaction was not confirmed in time');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
