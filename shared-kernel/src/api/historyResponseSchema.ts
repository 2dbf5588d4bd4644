import type { Transaction, TransactionStatus, TransactionTransfer } from '../types/transaction.js';
import { InvalidTypeError } from '../errors/schema.js';
import { array, boolean, nullable, object, string, type Check } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

/** One page of `/v1/account/{account}/history`: transactions newest first and the next page's cursor. */
export type TransactionsPage = { data: Transaction[]; next: string | null };

const STATUSES: readonly TransactionStatus[] = ['confirmed', 'failed', 'pending'];
const DIRECTIONS: readonly TransactionTransfer['direction'][] = ['in', 'out', 'self'];

function oneOf<Value extends string>(values: readonly Value[]): Check<Value> {
  return (value, path) => {
    const text = string(value, path);
    if (!values.includes(text as Value)) throw new InvalidTypeError({ expected: values.map((item) => `'${item}'`).join(' | '), received: `'${text}'`, path });
    return text as Value;
  };
}

const optionalName = /* @__PURE__ */ object({ name: nullable(string), symbol: nullable(string) });

const transfer: Check<TransactionTransfer> = (value, path) => {
  const base = object({ direction: oneOf(DIRECTIONS), quantity: object({ numeric: string }) })(value, path);
  const raw = value as { fungible_info?: unknown; nft_info?: unknown };
  const result: TransactionTransfer = { direction: base.direction, quantity: base.quantity };
  if (raw.fungible_info !== undefined && raw.fungible_info !== null) {
    const { name, symbol } = optionalName(raw.fungible_info, `${path}.fungible_info`);
    result.fungible_info = { ...(name === null ? {} : { name }), ...(symbol === null ? {} : { symbol }) };
  }
  if (raw.nft_info !== undefined && raw.nft_info !== null) {
    const nft = object({ name: nullable(string), flags: object({ is_spam: boolean }) })(raw.nft_info, `${path}.nft_info`);
    result.nft_info = { ...(nft.name === null ? {} : { name: nft.name }), flags: nft.flags };
  }
  return result;
};

const parse = /* @__PURE__ */ object({
  data: array(
    object({
      id: string,
      metadata: object({ minedAt: string, chain: string, operationType: string, status: oneOf(STATUSES), sentFrom: string, sentTo: string }),
      transfers: array(transfer),
    }),
  ),
  next: nullable(string),
});

/**
 * `/v1/account/{account}/history`: one malformed transaction refuses the page, so the Activity tab says
 * 'Failed to fetch transactions' rather than showing a wrong entry.
 */
export const historyResponseSchema = /* @__PURE__ */ responseSchema((value): TransactionsPage => parse(value, ''));
