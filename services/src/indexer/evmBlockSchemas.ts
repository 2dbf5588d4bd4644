import { z } from 'zod';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/).transform((value) => value.toLowerCase());

/** A transaction of `eth_getBlockByNumber(n, true)`: only what the indexer reads. */
export const rpcTransactionSchema = z.looseObject({
  hash: hex,
  from: address,
  to: address.nullable(),
  value: quantity,
  input: hex,
  transactionIndex: quantity,
});

/** A block with its transactions. */
export const rpcBlockSchema = z.looseObject({
  number: quantity,
  hash: hex,
  parentHash: hex,
  timestamp: quantity,
  transactions: z.array(rpcTransactionSchema),
});

export const rpcLogSchema = z.looseObject({
  address,
  topics: z.array(hex),
  data: hex,
  logIndex: quantity,
});

/** A receipt of `eth_getBlockReceipts`. */
export const rpcReceiptSchema = z.looseObject({
  transactionHash: hex,
  status: quantity.nullish(),
  contractAddress: address.nullish(),
  logs: z.array(rpcLogSchema),
});

export type RpcBlock = z.output<typeof rpcBlockSchema>;
export type RpcReceipt = z.output<typeof rpcReceiptSchema>;
