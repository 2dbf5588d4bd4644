import { ChainNotSupportedError, RpcNotAllowedError } from '@foyer/kernel';
import { FRAME_ERROR_MESSAGES, isAllowedRpcMethod, isSafeRpcMethod, validateSendCallsParams } from '@foyer/kernel/frame';
import { getAddressFromPublicKey, getBase58Decoder, getBase58Encoder, signBytes } from '@solana/kit';
import {
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  isHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import type { WalletUser } from '../../db/WalletUserRepository.js';
import { loadEvmAccount, loadSolanaKeyPair } from '../keys/walletKeys.js';
import { SecureSiteError } from '../SecureSiteError.js';

export type EmbeddedRpcOptions = { kek: Uint8Array; rpcUrl: string; /** EVM chain id served by rpcUrl. */ chainId: number };

type JsonRpcResponse = { result?: unknown; error?: { code: number; message: string; data?: unknown } };

function bad(message: string): SecureSiteError {
  return new SecureSiteError(400, 'INVALID_REQUEST', message);
}

function param<T = unknown>(params: unknown, index: number): T | undefined {
  return Array.isArray(params) ? (params[index] as T) : undefined;
}

type TxRequest = { from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex };

function readTx(value: unknown): TxRequest {
  if (typeof value !== 'object' || value === null) throw bad('Transaction must be an object');
  const tx = value as Record<string, unknown>;
  for (const key of ['to', 'data', 'value', 'gas'] as const) {
    if (tx[key] !== undefined && !(typeof tx[key] === 'string' && isHex(tx[key]))) throw bad(`Transaction '${key}' must be 0x hex`);
  }
  return tx as TxRequest;
}

/**
 * The embedded wallet's RPC: safe methods go to the node; unsafe ones are signed here with the user's key, which is
 * decrypted for this request only and never returned or logged. The widget has asked the user (ApproveTransaction)
 * before sending an unsafe method.
 */
export class EmbeddedRpc {
  readonly #options: EmbeddedRpcOptions;

  constructor(options: EmbeddedRpcOptions) {
    this.#options = options;
  }

  get caipChainId(): string {
    return `eip155:${this.#options.chainId}`;
  }

  async forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(this.#options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    }).catch((error: unknown) => {
      throw new SecureSiteError(502, 'SERVER_ERROR', 'The chain node is unreachable', { cause: error });
    });
    const body = (await response.json().catch(() => ({}))) as JsonRpcResponse;
    if (body.error) throw new SecureSiteError(400, 'FRAME_ERROR', body.error.message);
    return body.result ?? null;
  }

  /** Runs `method` for `user` on the session's network `chainId` (CAIP-2). */
  async request(user: WalletUser, chainId: string, method: string, params: unknown): Promise<unknown> {
    if (!isAllowedRpcMethod(method) && method !== 'eth_requestAccounts') {
      throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
    }
    if (method.startsWith('solana_')) return this.#solana(user, method, params);
    if (chainId !== this.caipChainId) throw new SecureSiteError(400, 'CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [user.evmAddress];
    if (method === 'eth_chainId') return `0x${this.#options.chainId.toString(16)}`;
    if (isSafeRpcMethod(method)) return this.forward(method, params);
    return this.#signEvm(user, method, params);
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
      throw bad('The address is not this wallet');
    }
  }

  async #sendTx(user: WalletUser, tx: TxRequest): Promise<Hex> {
    if (tx.from !== undefined) this.#assertOwn(user, tx.from);
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
        this.#assertOwn(user, param(params, 1));
        if (typeof message !== 'string') throw bad('personal_sign expects [message, address]');
        const { account } = this.#client(user);
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4': {
        this.#assertOwn(user, param(params, 0));
        const raw = param(params, 1);
        let typedData: unknown;
        try {
          typedData = typeof raw === 'string' ? JSON.parse(raw) : raw;
        } catch {
          throw bad('eth_signTypedData_v4 expects [address, typedData]');
        }
        if (typeof typedData !== 'object' || typedData === null) throw bad('eth_signTypedData_v4 expects [address, typedData]');
        const { account } = this.#client(user);
        return account.signTypedData(typedData as TypedDataDefinition);
      }
      case 'eth_sendTransaction':
        return this.#sendTx(user, readTx(param(params, 0)));
      case 'wallet_sendCalls': {
        const checked = validateSendCallsParams(params);
        if (!checked.ok) throw new SecureSiteError(400, 'INVALID_CALLS', FRAME_ERROR_MESSAGES.INVALID_CALLS);
        const first = param<{ from?: string }>(params, 0);
        const hashes: Hex[] = [];
        // No batching contract on the dev chain: the calls go out as sequential transactions.
        for (const call of checked.calls) hashes.push(await this.#sendTx(user, { ...(first?.from ? { from: first.from } : {}), ...call }));
        return { id: hashes[hashes.length - 1] };
      }
      default:
        // wallet_grantPermissions, wallet_revokePermissions, eth_sendUserOperation need a smart account.
        throw new SecureSiteError(400, 'SMART_ACCOUNT_UNAVAILABLE', FRAME_ERROR_MESSAGES.SMART_ACCOUNT_UNAVAILABLE);
    }
  }

  async #solana(user: WalletUser, method: string, params: unknown): Promise<unknown> {
    if (user.solanaKey === null) throw new SecureSiteError(400, 'CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
    if (method !== 'solana_signMessage') {
      // Transactions need the Solana RPC wiring of the widget; only message signing is offered for now.
      throw new SecureSiteError(400, 'RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
    }
    const request = (Array.isArray(params) ? params[0] : params) as { message?: unknown; pubkey?: unknown } | undefined;
    if (typeof request?.message !== 'string') throw bad('solana_signMessage expects { message (base58), pubkey }');
    if (request.pubkey !== undefined && request.pubkey !== user.solanaAddress) throw bad('The address is not this wallet');
    const pair = await loadSolanaKeyPair(user.solanaKey, this.#options.kek, user.id);
    if ((await getAddressFromPublicKey(pair.publicKey)) !== user.solanaAddress) throw new SecureSiteError(500, 'SERVER_ERROR', 'Key mismatch');
    const signature = await signBytes(pair.privateKey, getBase58Encoder().encode(request.message));
    return { signature: getBase58Decoder().decode(signature) };
  }
}
