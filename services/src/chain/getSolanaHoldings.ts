import { ServiceError } from '../errors/ServiceError.js';
import type { AssetHolding } from './AssetHolding.js';
import { findChainToken } from './chainTokens.js';
import type { ChainEntry } from './createChainRegistry.js';
import { rpcBatchRequest, type RpcOutcome } from './rpcBatchRequest.js';

/** The SPL Token and Token-2022 programs: an owner's token accounts belong to one of them. */
export const SPL_TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'] as const;

type MintAmount = { mint: string; amount: bigint; decimals: number };

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function lamportsOf(outcome: RpcOutcome | undefined): bigint | undefined {
  const value = outcome?.ok ? record(outcome.result)?.value : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
}

/** The mint and amount of each `jsonParsed` token account of a `getTokenAccountsByOwner` answer; unreadable entries are skipped. */
function tokenAccountsOf(outcome: RpcOutcome | undefined): MintAmount[] {
  const value = outcome?.ok ? record(outcome.result)?.value : undefined;
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): MintAmount[] => {
    const info = record(record(record(record(record(entry)?.account)?.data)?.parsed)?.info);
    const tokenAmount = record(info?.tokenAmount);
    const { mint } = info ?? {};
    const { amount, decimals } = tokenAmount ?? {};
    if (typeof mint !== 'string' || typeof amount !== 'string' || !/^\d{1,20}$/.test(amount)) return [];
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return [];
    return [{ mint, amount: BigInt(amount), decimals }];
  });
}

/**
 * The SOL balance of `address` on a Solana `chain` and its SPL tokens: `getBalance` and `getTokenAccountsByOwner` (both
 * token programs, `jsonParsed`) in ONE JSON-RPC batch. Token accounts of the same mint add up; names and symbols come
 * from the kernel table (an unknown mint is named by its address). A bad SOL answer is a 502 `NODE_ERROR`.
 */
export async function getSolanaHoldings(chain: ChainEntry, address: string): Promise<AssetHolding[]> {
  const commitment = { commitment: 'confirmed' };
  const [native, ...programs] = await rpcBatchRequest({ chainId: chain.chainId, url: chain.rpcUrl }, [
    { method: 'getBalance', params: [address, commitment] },
    ...SPL_TOKEN_PROGRAMS.map((programId) => ({
      method: 'getTokenAccountsByOwner',
      params: [address, { programId }, { ...commitment, encoding: 'jsonParsed' }],
    })),
  ]);
  const lamports = lamportsOf(native);
  if (lamports === undefined) {
    const answer = native === undefined ? 'nothing' : native.ok ? JSON.stringify(native.result) : native.message;
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered getBalance with ${answer}`);
  }
  const byMint = new Map<string, MintAmount>();
  for (const account of programs.flatMap(tokenAccountsOf)) {
    const seen = byMint.get(account.mint);
    byMint.set(account.mint, { ...account, amount: (seen?.amount ?? 0n) + account.amount });
  }
  const holdings: AssetHolding[] = [{ ...chain.nativeCurrency, amount: lamports }];
  for (const { mint, amount, decimals } of byMint.values()) {
    const known = findChainToken(chain.chainId, mint);
    holdings.push({ name: known?.name ?? mint, symbol: known?.symbol ?? mint.slice(0, 4), decimals, amount, token: mint });
  }
  return holdings;
}
