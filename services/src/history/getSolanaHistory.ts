import { FOYER_DEV_TOKENS } from '@foyer/kernel';
import { z } from 'zod';
import type { ChainEntry } from '../chain/createChainRegistry.js';
import { rpcBatchRequest } from '../chain/rpcBatchRequest.js';
import { rpcRequest } from '../chain/rpcRequest.js';
import { ServiceError } from '../errors/ServiceError.js';
import type { AccountActivity, StoredTransfer } from '../indexer/AccountActivity.js';

const signaturesSchema = z.array(z.looseObject({ signature: z.string(), slot: z.number(), blockTime: z.number().nullable() }));

const tokenBalanceSchema = z.looseObject({
  accountIndex: z.number(),
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.looseObject({ amount: z.string(), decimals: z.number() }),
});

const transactionSchema = z.looseObject({
  slot: z.number(),
  blockTime: z.number().nullable(),
  meta: z.looseObject({
    err: z.unknown(),
    fee: z.number(),
    preBalances: z.array(z.number()),
    postBalances: z.array(z.number()),
    preTokenBalances: z.array(tokenBalanceSchema).nullish(),
    postTokenBalances: z.array(tokenBalanceSchema).nullish(),
  }),
  transaction: z.looseObject({
    signatures: z.array(z.string()).min(1),
    message: z.looseObject({ accountKeys: z.array(z.string()).min(1) }),
  }),
});

type SolanaTransaction = z.output<typeof transactionSchema>;

function direction(delta: bigint): StoredTransfer['direction'] {
  return delta < 0n ? 'out' : 'in';
}

/** Balance changes of `account` in one transaction: SOL (fee left out for the payer) and each SPL mint it owns tokens of. */
function transfersOf(chain: ChainEntry, transaction: SolanaTransaction, account: string): StoredTransfer[] {
  const { meta } = transaction;
  const keys = transaction.transaction.message.accountKeys;
  const transfers: StoredTransfer[] = [];
  const index = keys.indexOf(account);
  if (index >= 0) {
    let delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0);
    if (index === 0) delta += BigInt(meta.fee);
    if (delta !== 0n) transfers.push({ kind: 'native', direction: direction(delta), amount: (delta < 0n ? -delta : delta).toString() });
  }
  const mints = new Map<string, { delta: bigint; decimals: number }>();
  for (const [balances, sign] of [
    [meta.preTokenBalances ?? [], -1n],
    [meta.postTokenBalances ?? [], 1n],
  ] as const) {
    for (const balance of balances) {
      if (balance.owner !== account) continue;
      const entry = mints.get(balance.mint) ?? { delta: 0n, decimals: balance.uiTokenAmount.decimals };
      entry.delta += sign * BigInt(balance.uiTokenAmount.amount);
      mints.set(balance.mint, entry);
    }
  }
  for (const [mint, { delta, decimals }] of mints) {
    if (delta === 0n) continue;
    const token = FOYER_DEV_TOKENS.find((item) => item.caipNetworkId === chain.chainId && item.address === mint);
    transfers.push({
      kind: 'erc20',
      contract: mint,
      direction: direction(delta),
      amount: (delta < 0n ? -delta : delta).toString(),
      decimals,
      ...(token === undefined ? {} : { name: token.name, symbol: token.symbol }),
    });
  }
  return transfers;
}

/** Whom the payer sent to: the first other account whose SOL or tokens grew. */
function receiverOf(transaction: SolanaTransaction): string {
  const { meta } = transaction;
  const keys = transaction.transaction.message.accountKeys;
  const gainedSol = keys.find((key, index) => index > 0 && (meta.postBalances[index] ?? 0) > (meta.preBalances[index] ?? 0));
  if (gainedSol !== undefined) return gainedSol;
  const before = new Map((meta.preTokenBalances ?? []).map((balance) => [balance.accountIndex, BigInt(balance.uiTokenAmount.amount)]));
  const gainedToken = (meta.postTokenBalances ?? []).find((balance) => BigInt(balance.uiTokenAmount.amount) > (before.get(balance.accountIndex) ?? 0n) && balance.owner !== keys[0]);
  return gainedToken?.owner ?? keys[1] ?? '';
}

function toActivity(chain: ChainEntry, account: string, transaction: SolanaTransaction): AccountActivity {
  const payer = transaction.transaction.message.accountKeys[0] ?? '';
  const transfers = transfersOf(chain, transaction, account);
  const operationType =
    account === payer ? (transfers.length > 0 && transfers.every((transfer) => transfer.direction === 'out') ? 'send' : 'execute') : 'receive';
  return {
    chainId: chain.chainId,
    account,
    blockNumber: transaction.slot,
    txIndex: 0,
    hash: transaction.transaction.signatures[0] ?? '',
    minedAt: transaction.blockTime ?? 0,
    status: transaction.meta.err === null ? 'confirmed' : 'failed',
    operationType,
    sentFrom: payer,
    sentTo: receiverOf(transaction),
    transfers,
  };
}

/**
 * One page of a Solana account's history, read from the node (`getSignaturesForAddress`, then `getTransaction` for
 * each, in one batch): newest first, strictly before the signature `before`. `next` is the page's last signature
 * when more follow.
 */
export async function getSolanaHistory(
  chain: ChainEntry,
  account: string,
  limit: number,
  before: string | undefined,
): Promise<{ activity: AccountActivity[]; next: string | null }> {
  const target = { chainId: chain.chainId, url: chain.rpcUrl };
  const signatures = signaturesSchema.parse(
    await rpcRequest(target, 'getSignaturesForAddress', [account, { limit: limit + 1, ...(before === undefined ? {} : { before }) }]),
  );
  const page = signatures.slice(0, limit);
  const outcomes = await rpcBatchRequest(
    target,
    page.map((item) => ({ method: 'getTransaction', params: [item.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }] })),
  );
  const activity = outcomes.map((outcome, index) => {
    if (!outcome.ok) throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} failed getTransaction: ${outcome.message}`);
    const parsed = transactionSchema.safeParse(outcome.result);
    if (!parsed.success) throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered getTransaction ${page[index]?.signature ?? ''} with an unexpected shape`);
    return toActivity(chain, account, parsed.data);
  });
  return { activity, next: signatures.length > limit ? (page.at(-1)?.signature ?? null) : null };
}
