import { ChainNotSupportedError, RpcNotAllowedError } from '@foyer/kernel';
import { FRAME_ERROR_MESSAGES, isAllowedRpcMethod, isSafeRpcMethod, isUnsafeRpcMethod, validateSendCallsParams } from '@foyer/kernel/frame';
import { getAddressFromPublicKey, getBase58Decoder, getBase58Encoder, signBytes } from '@solana/kit';
import { createWalletClient, defineChain, http, isAddressEqual, isHex, type Hex, type TypedDataDefinition } from 'viem';
import type { WalletUser } from '../../db/WalletUserRepository.js';
import { isSignableSolanaMessage } from '../approvals/isSignableSolanaMessage.js';
import { loadEvmAccount, loadSolanaKeyPair } from '../keys/walletKeys.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { RecordStore } from '../state/RecordStore.js';
import { CallsBatches, type CallOutcome } from './CallsBatches.js';
import { invalidRequest, param, readSolanaSignMessage, readTx, readTypedData, type TxRequest } from './rpcParams.js';

export type EmbeddedRpcOptions = {
  kek: Uint8Array;
  rpcUrl: string;
  /** EVM chain id served by rpcUrl. */
  chainId: number;
  nodeTimeoutMs?: number;
  /** Where `wallet_sendCalls` outcomes are kept (default: process memory). */
  store?: RecordStore;
};

type JsonRpcResponse = { result?: unknown; error?: { code: number; message: string; data?: unknown } };
type Receipt = { status?: string; blockHash?: Hex; blockNumber?: Hex; gasUsed?: Hex; transactionHash?: Hex; logs?: unknown[] };

/** Unsafe methods this wallet can sign; the others need a smart account or the Solana transaction wiring. */
const EXECUTABLE: ReadonlySet<string> = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'solana_signMessage']);

/**
 * The embedded wallet's RPC. Safe methods go to the node. Unsafe ones are NEVER run by `request` (the page's
 * `/api/rpc`): they run only through `execute`, which the approval routes call once the user approved that exact
 * request inside the secure frame. Keys are decrypted for one request and never returned or logged.
 */
export class EmbeddedRpc {
  readonly #options: EmbeddedRpcOptions;
  readonly #batches: CallsBatches;

  constructor(options: EmbeddedRpcOptions) {
    this.#options = options;
    this.#batches = new CallsBatches(Date.now, options.store);
  }

  get caipChainId(): string {
    return `eip155:${this.#options.chainId}`;
  }

  async forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(this.#options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(this.#options.nodeTimeoutMs ?? 15_000),
    }).catch((error: unknown) => {
      throw new SecureSiteError(502, 'SERVER_ERROR', 'The chain node is unreachable', { cause: error });
    });
    const body = (await response.json().catch(() => ({}))) as JsonRpcResponse;
    if (body.error) throw new SecureSiteError(400, 'FRAME_ERROR', body.error.message);
    return body.result ?? null;
  }

  /** Runs a request of the page (`/api/rpc`) for `user` on `chainId` (CAIP-2). Unsafe methods are refused (403). */
  async request(user: WalletUser, chainId: string, method: string, params: unknown): Promise<unknown> {
    if (!isAllowedRpcMethod(method) && method !== 'eth_requestAccounts') {
      throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
    }
    if (isUnsafeRpcMethod(method)) throw new SecureSiteError(403, 'APPROVAL_REQUIRED', FRAME_ERROR_MESSAGES.APPROVAL_REQUIRED);
    if (method.startsWith('solana_')) throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
    this.#assertChain(chainId);
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [user.evmAddress];
    if (method === 'eth_chainId') return `0x${this.#options.chainId.toString(16)}`;
    if (method === 'wallet_getCallsStatus') return this.#callsStatus(user, param(params, 0));
    if (isSafeRpcMethod(method)) return this.forward(method, params);
    throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
  }

  /**
   * Checks, before the user is asked, that `method` with `params` is something this wallet would sign for `user`
   * (so an approval never promises what `execute` then refuses).
   */
  assertApprovable(user: WalletUser, chainId: string, method: string, params: unknown): void {
    if (!isUnsafeRpcMethod(method)) throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
    if (!EXECUTABLE.has(method)) {
      if (method.startsWith('solana_')) throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
      throw new SecureSiteError(400, 'SMART_ACCOUNT_UNAVAILABLE', FRAME_ERROR_MESSAGES.SMART_ACCOUNT_UNAVAILABLE);
    }
    if (method.startsWith('solana_')) {
      if (user.solanaKey === null) throw new SecureSiteError(400, 'CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
      const request = readSolanaSignMessage(params);
      if (request.pubkey !== undefined && request.pubkey !== user.solanaAddress) throw invalidRequest('The address is not this wallet');
      return;
    }
    this.#assertChain(chainId);
    if (method === 'personal_sign') this.#assertOwn(user, param(params, 1));
    if (method === 'eth_signTypedData_v4') this.#assertOwn(user, param(params, 0));
    if (method === 'eth_sendTransaction') {
      const tx = readTx(param(params, 0));
      if (tx.from !== undefined) this.#assertOwn(user, tx.from);
    }
    if (method === 'wallet_sendCalls') {
      const first = param<{ from?: unknown; atomicRequired?: unknown }>(params, 0);
      if (first?.atomicRequired === true) throw new SecureSiteError(400, 'ATOMIC_UNSUPPORTED', FRAME_ERROR_MESSAGES.ATOMIC_UNSUPPORTED);
      if (first?.from !== undefined) this.#assertOwn(user, first.from);
    }
  }

  /** Signs (and sends) an unsafe request the user approved in the frame. Only the approval routes call this. */
  async execute(user: WalletUser, chainId: string, method: string, params: unknown): Promise<unknown> {
    this.assertApprovable(user, chainId, method, params);
    if (method === 'solana_signMessage') return this.#solanaSignMessage(user, params);
    return this.#signEvm(user, method, params);
  }

  #assertChain(chainId: string): void {
    if (chainId !== this.caipChainId) throw new SecureSiteError(400, 'CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
  }

  #client(user: WalletUser) {
    const account = loadEvmAccount(user.evmKey, this.#options.kek, user.id);
    const chain = defineChain({
      id: this.#options.chainId,
      name: `eip155:${this.#options.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [this.#options.rpcUrl] } },
    });
    return { account, wallet: createWalletClient({ account, chain, transport: http(this.#options.rpcUrl) }) };
  }

  #assertOwn(user: WalletUser, address: unknown): void {
    if (typeof address !== 'string' || !isHex(address) || address.length !== 42 || !isAddressEqual(address, user.evmAddress as Hex)) {
      throw invalidRequest('The address is not this wallet');
    }
  }

  async #sendTx(user: WalletUser, tx: TxRequest): Promise<Hex> {
    const { wallet } = this.#client(user);
    return wallet.sendTransaction({
      to: tx.to ?? null,
      ...(tx.data !== undefined ? { data: tx.data } : {}),
      ...(tx.value !== undefined ? { value: BigInt(tx.value) } : {}),
      ...(tx.gas !== undefined ? { gas: BigInt(tx.gas) } : {}),
    });
  }

  async #signEvm(user: WalletUser, method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'personal_sign': {
        const message = param(params, 0);
        if (typeof message !== 'string') throw invalidRequest('personal_sign expects [message, address]');
        const { account } = this.#client(user);
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4': {
        const { account } = this.#client(user);
        return account.signTypedData(readTypedData(params) as unknown as TypedDataDefinition);
      }
      case 'eth_sendTransaction':
        return this.#sendTx(user, readTx(param(params, 0)));
      case 'wallet_sendCalls':
        return this.#sendCalls(user, params);
      default:
        throw new SecureSiteError(400, 'SMART_ACCOUNT_UNAVAILABLE', FRAME_ERROR_MESSAGES.SMART_ACCOUNT_UNAVAILABLE);
    }
  }

  /**
   * No batching contract exists on the dev chain, so a batch is NOT atomic (`atomicRequired: true` is refused
   * before approval): the calls go out one transaction at a time and stop at the first failure. A failure on the
   * first call is an error (nothing was sent); after that the batch id is returned and `wallet_getCallsStatus`
   * reports every call (EIP-5792 status 600 "partially executed" plus per-call outcomes), so nothing is left unreported.
   */
  async #sendCalls(user: WalletUser, params: unknown): Promise<{ id: Hex }> {
    const checked = validateSendCallsParams(params);
    if (!checked.ok) throw new SecureSiteError(400, 'INVALID_CALLS', FRAME_ERROR_MESSAGES.INVALID_CALLS);
    // Reserved before the first call goes out: a batch is never sent without a place to report it.
    const batch = await this.#batches.add(user.id, this.#options.chainId);
    const outcomes: CallOutcome[] = [];
    for (const call of checked.calls) {
      if (outcomes.some((outcome) => outcome.status !== 'sent')) {
        outcomes.push({ status: 'skipped' });
        continue;
      }
      try {
        outcomes.push({ status: 'sent', hash: await this.#sendTx(user, call) });
      } catch (error) {
        if (outcomes.length === 0) throw error;
        const message = error instanceof Error ? (error as Error & { shortMessage?: string }).shortMessage ?? error.message : String(error);
        outcomes.push({ status: 'failed', error: message.slice(0, 500) });
      }
    }
    await this.#batches.settle(batch, outcomes);
    return { id: batch.id };
  }

  /** EIP-5792 `wallet_getCallsStatus` for a batch this wallet sent, from the stored outcomes and the node's receipts. */
  async #callsStatus(user: WalletUser, id: unknown): Promise<unknown> {
    const batch = await this.#batches.get(id, user.id);
    if (batch === undefined) throw new SecureSiteError(400, 'INVALID_REQUEST', 'Unknown bundle id');
    const receipts: Receipt[] = [];
    let pending = false;
    for (const outcome of batch.outcomes) {
      if (outcome.status !== 'sent') continue;
      const receipt = (await this.forward('eth_getTransactionReceipt', [outcome.hash])) as Receipt | null;
      if (receipt === null) pending = true;
      else receipts.push(receipt);
    }
    const allSent = batch.outcomes.every((outcome) => outcome.status === 'sent');
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length;
    let status = 200;
    if (pending) status = 100;
    else if (!allSent || succeeded < receipts.length) status = succeeded === 0 ? 500 : 600;
    return {
      version: '2.0.0',
      id: batch.id,
      chainId: `0x${batch.chainId.toString(16)}`,
      atomic: false,
      status,
      receipts: receipts.map((receipt) => ({
        logs: receipt.logs ?? [],
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      })),
      capabilities: { calls: batch.outcomes },
    };
  }

  async #solanaSignMessage(user: WalletUser, params: unknown): Promise<unknown> {
    if (user.solanaKey === null) throw new SecureSiteError(400, 'CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
    const request = readSolanaSignMessage(params);
    const bytes = new Uint8Array(getBase58Encoder().encode(request.message));
    // Bytes that could be a transaction (message), signed as "a message", would authorise the transaction.
    if (!isSignableSolanaMessage(bytes)) throw new SecureSiteError(400, 'TRANSACTION_AS_MESSAGE', FRAME_ERROR_MESSAGES.TRANSACTION_AS_MESSAGE);
    const pair = await loadSolanaKeyPair(user.solanaKey, this.#options.kek, user.id);
    if ((await getAddressFromPublicKey(pair.publicKey)) !== user.solanaAddress) throw new SecureSiteError(500, 'SERVER_ERROR', 'Key mismatch');
    const signature = await signBytes(pair.privateKey, bytes);
    return { signature: getBase58Decoder().decode(signature) };
  }
}
