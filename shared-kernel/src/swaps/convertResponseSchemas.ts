import { InvalidTypeError } from '../errors/schema.js';
import { array, boolean, number, object, string } from '../validation/guards.js';
import type { Check } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';
import type {
  AllowanceResponse,
  ConvertQuote,
  ConvertQuotesResponse,
  ConvertToken,
  ConvertTokensResponse,
  ConvertTransaction,
  ConvertTransactionResponse,
  GasPriceResponse,
} from './convertContract.js';

/** A base-unit amount: a non-negative integer as a decimal string (never a float). */
const baseUnits: Check<string> = (value, path) => {
  const text = string(value, path);
  if (!/^\d+$/u.test(text)) throw new InvalidTypeError({ expected: 'integer string', received: 'string', path });
  return text;
};

const hexData: Check<`0x${string}`> = (value, path) => {
  const text = string(value, path);
  if (!/^0x[0-9a-fA-F]*$/u.test(text)) throw new InvalidTypeError({ expected: 'hex string', received: 'string', path });
  return text as `0x${string}`;
};

const token: Check<ConvertToken> = object({ name: string, symbol: string, address: string, decimals: number, logoUri: string, price: number, eip2612: boolean });

const quote: Check<ConvertQuote> = object({
  id: string,
  fromAccount: string,
  fromAmount: baseUnits,
  toAccount: string,
  toAmount: baseUnits,
  minimumOut: baseUnits,
  priceImpact: number,
  fee: baseUnits,
  path: array(string),
  gas: baseUnits,
  networkFee: baseUnits,
  quotedAt: string,
  expiresAt: string,
});

const transaction: Check<ConvertTransaction> = object({
  from: string,
  to: string,
  data: hexData,
  value: baseUnits,
  eip155: object({ gas: baseUnits, gasPrice: baseUnits }),
});

/** `GET /v1/convert/tokens`. */
export const convertTokensSchema = /* @__PURE__ */ responseSchema((value): ConvertTokensResponse => object({ tokens: array(token) })(value, ''));

/** `GET /v1/convert/quotes`. */
export const convertQuotesSchema = /* @__PURE__ */ responseSchema((value): ConvertQuotesResponse => object({ quotes: array(quote) })(value, ''));

/** `GET /v1/convert/allowance`. */
export const allowanceSchema = /* @__PURE__ */ responseSchema((value): AllowanceResponse => object({ allowance: baseUnits })(value, ''));

/** `GET /v1/convert/gas-price`. */
export const gasPriceSchema = /* @__PURE__ */ responseSchema(
  (value): GasPriceResponse => object({ standard: baseUnits, fast: baseUnits, instant: baseUnits })(value, ''),
);

/** `GET /v1/convert/build-approve` and `POST /v1/convert/build-transaction`: the transaction, and for a swap its quote, minimum out and deadline. */
export const convertTransactionSchema = /* @__PURE__ */ responseSchema((value): ConvertTransactionResponse => {
  const { tx } = object({ tx: transaction })(value, '');
  const extra = value as Record<string, unknown>;
  return {
    tx,
    ...(extra['quote'] === undefined ? {} : { quote: quote(extra['quote'], 'quote') }),
    ...(extra['minimumOut'] === undefined ? {} : { minimumOut: baseUnits(extra['minimumOut'], 'minimumOut') }),
    ...(extra['deadline'] === undefined ? {} : { deadline: number(extra['deadline'], 'deadline') }),
  };
});
