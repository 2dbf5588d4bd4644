import type { AccountActivity, StoredTransfer } from './AccountActivity.js';
import type { TokenMetadataCache } from './createTokenMetadataCache.js';
import type { RpcBlock, RpcReceipt } from './evmBlockSchemas.js';

/** keccak256('Transfer(address,address,uint256)'), the same topic for ERC-20 and ERC-721 (which indexes the id). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

type Movement = Omit<StoredTransfer, 'direction'> & { from: string; to: string };

function topicAddress(topic: string): string {
  return `0x${topic.slice(-40)}`.toLowerCase();
}

/** The contracts whose Transfer logs `receipts` hold (the token metadata to load before decoding). */
export function transferContracts(receipts: readonly RpcReceipt[]): string[] {
  return receipts.flatMap((receipt) => receipt.logs.filter((log) => log.topics[0] === TRANSFER_TOPIC).map((log) => log.address));
}

function movementsOf(transaction: RpcBlock['transactions'][number], receipt: RpcReceipt | undefined, sentTo: string, tokens: TokenMetadataCache): Movement[] {
  const movements: Movement[] = [];
  const value = BigInt(transaction.value);
  if (value > 0n) movements.push({ kind: 'native', from: transaction.from, to: sentTo, amount: value.toString() });
  for (const log of receipt?.logs ?? []) {
    const [topic, fromTopic, toTopic, idTopic] = log.topics;
    if (topic !== TRANSFER_TOPIC || fromTopic === undefined || toTopic === undefined) continue;
    const base = { contract: log.address, from: topicAddress(fromTopic), to: topicAddress(toTopic), ...tokens.get(log.address) };
    if (idTopic !== undefined && log.topics.length === 4) {
      movements.push({ ...base, kind: 'erc721', amount: '1', tokenId: BigInt(idTopic).toString(), decimals: 0 });
    } else if (log.topics.length === 3 && log.data.length >= 66) {
      movements.push({ ...base, kind: 'erc20', amount: BigInt(log.data.slice(0, 66)).toString() });
    }
  }
  return movements;
}

function direction(movement: Movement, account: string): StoredTransfer['direction'] {
  if (movement.from === account && movement.to === account) return 'self';
  return movement.from === account ? 'out' : 'in';
}

function toStoredTransfer(movement: Movement, account: string): StoredTransfer {
  const { from: _from, to: _to, ...transfer } = movement;
  return { ...transfer, direction: direction(movement, account) };
}

/** `execute` for a contract call, unless it only moved one token out of the caller (a token send). */
function operationType(account: string, transaction: RpcBlock['transactions'][number], mine: readonly Movement[]): string {
  if (account === transaction.from) {
    if (transaction.to === null) return 'deploy';
    if (transaction.input === '0x') return 'send';
    const [only] = mine;
    return mine.length === 1 && only !== undefined && only.kind !== 'native' && only.from === account ? 'send' : 'execute';
  }
  if (mine.some((movement) => movement.from === ZERO_ADDRESS)) return 'mint';
  return 'receive';
}

/**
 * Every account's view of the transactions of one block: native value, ERC-20 and ERC-721 Transfer logs (failed
 * transactions moved nothing), with status, direction per account and the operation type. Token metadata comes from
 * `tokens`, loaded beforehand with `transferContracts`.
 */
export function decodeBlockActivity(chainId: string, block: RpcBlock, receipts: readonly RpcReceipt[], tokens: TokenMetadataCache): AccountActivity[] {
  const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]));
  const blockNumber = Number(BigInt(block.number));
  const minedAt = Number(BigInt(block.timestamp));
  const activity: AccountActivity[] = [];
  for (const transaction of block.transactions) {
    const receipt = receiptOf.get(transaction.hash.toLowerCase());
    const failed = receipt?.status === '0x0';
    const sentTo = transaction.to ?? receipt?.contractAddress ?? '';
    const movements = failed ? [] : movementsOf(transaction, receipt, sentTo, tokens);
    const accounts = new Set([transaction.from]);
    for (const movement of movements) for (const party of [movement.from, movement.to]) if (party !== ZERO_ADDRESS && party !== '') accounts.add(party);
    for (const account of accounts) {
      const mine = movements.filter((movement) => movement.from === account || movement.to === account);
      activity.push({
        chainId,
        account,
        blockNumber,
        txIndex: Number(BigInt(transaction.transactionIndex)),
        hash: transaction.hash.toLowerCase(),
        minedAt,
        status: failed ? 'failed' : 'confirmed',
        operationType: operationType(account, transaction, mine),
        sentFrom: transaction.from,
        sentTo,
        transfers: mine.map((movement) => toStoredTransfer(movement, account)),
      });
    }
  }
  return activity;
}
