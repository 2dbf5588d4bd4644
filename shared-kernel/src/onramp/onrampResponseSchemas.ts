import { InvalidTypeError } from '../errors/schema.js';
import { array, boolean, nullable, number, object, string } from '../validation/guards.js';
import type { Check } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';
import type {
  OnrampAmount,
  OnrampOptions,
  OnrampPaymentMethodId,
  OnrampProvidersResponse,
  OnrampPurchase,
  OnrampPurchasesResponse,
  OnrampPurchaseStatus,
  OnrampQuote,
  OnrampUrlResponse,
} from './onrampContract.js';

function oneOf<value extends string>(values: readonly value[]): Check<value> {
  return (value, path) => {
    const text = string(value, path);
    if ((values as readonly string[]).includes(text)) return text as value;
    throw new InvalidTypeError({ expected: values.join(' | '), received: text, ...(path === '' ? {} : { path }) });
  };
}

const PAYMENT_METHODS: readonly OnrampPaymentMethodId[] = ['card', 'bank_account'];
const PURCHASE_STATUSES: readonly OnrampPurchaseStatus[] = ['pending', 'delivering', 'completed', 'failed', 'expired'];

const amount: Check<OnrampAmount> = object({ amount: string, currency: string });
const purchaseAmount: Check<OnrampAmount & { baseUnits: string }> = object({ amount: string, currency: string, baseUnits: string });

const options: Check<OnrampOptions> = object({
  purchaseCurrencies: array(
    object({
      id: string,
      name: string,
      symbol: string,
      decimals: number,
      networks: array(object({ name: string, display_name: string, chain_id: string, contract_address: string })),
    }),
  ),
  paymentCurrencies: array(object({ id: string, payment_method_limits: array(object({ id: oneOf(PAYMENT_METHODS), min: string, max: string })) })),
});

const purchase: Check<OnrampPurchase> = object({
  id: string,
  provider: string,
  status: oneOf(PURCHASE_STATUSES),
  destination: string,
  purchaseAmount,
  paymentTotal: amount,
  txHash: nullable(string),
  error: nullable(string),
  createdAt: string,
  updatedAt: string,
});

/** `GET /v1/onramp/providers`. */
export const onrampProvidersSchema = /* @__PURE__ */ responseSchema(
  (value): OnrampProvidersResponse =>
    object({
      providers: array(
        object({
          id: string,
          name: string,
          logoUri: string,
          feeRange: object({ min: number, max: number }),
          namespaces: array(string),
          development: boolean,
        }),
      ),
    })(value, ''),
);

/** `GET /v1/onramp/options` (spec §3). */
export const onrampOptionsSchema = /* @__PURE__ */ responseSchema((value): OnrampOptions => options(value, ''));

/** `POST /v1/onramp/quote`. */
export const onrampQuoteSchema = /* @__PURE__ */ responseSchema(
  (value): OnrampQuote =>
    object({
      quoteId: string,
      provider: string,
      purchaseAmount,
      paymentTotal: amount,
      paymentSubtotal: amount,
      fees: array(object({ amount: string, currency: string, type: oneOf(['provider', 'network'] as const) })),
      expiresAt: string,
    })(value, ''),
);

/** `POST /v1/generators/onrampurl`. */
export const onrampUrlSchema = /* @__PURE__ */ responseSchema((value): OnrampUrlResponse => object({ url: string, purchaseId: string })(value, ''));

/** `GET /v1/onramp/purchases/{id}`. */
export const onrampPurchaseSchema = /* @__PURE__ */ responseSchema((value): OnrampPurchase => purchase(value, ''));

/** `GET /v1/onramp/purchases?address=`. */
export const onrampPurchasesSchema = /* @__PURE__ */ responseSchema((value): OnrampPurchasesResponse => object({ purchases: array(purchase) })(value, ''));
