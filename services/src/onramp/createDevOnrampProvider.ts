import { randomUUID } from 'node:crypto';
import {
  DEFAULT_ONRAMP_OPTIONS,
  DEFAULT_ONRAMP_PROVIDER,
  checksumEvmAddress,
  DEV_ONRAMP_PROVIDER_ID,
  formatFiatCents,
  formatUnits,
  isEvmAddress,
  ONRAMP_DEFAULT_LIMITS,
  ONRAMP_DEV_FIAT_PER_USD,
  ONRAMP_QUOTE_VALIDITY_MS,
  parseCaipAddress,
  isCaipAddress,
  parseUnits,
  type OnrampOptions,
  type OnrampPaymentMethodId,
  type OnrampPurchase,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlResponse,
} from '@foyer/kernel';
import type { ChainEntry, ChainRegistry } from '../chain/createChainRegistry.js';
import { parseAccountAddress, parseSolanaAddress, parseEvmAddress } from '../chain/parseAccountAddress.js';
import type { PriceTable } from '../chain/prices/createPriceTable.js';
import type { OnrampTreasury, OnrampTreasuryAsset } from '../devChain/onrampTreasury.js';
import { errorMessage } from '../errors/errorMessage.js';
import { onrampError } from './onrampError.js';
import { onrampMessages } from './onrampMessages.js';
import type { OnrampCheckoutRequest, OnrampProvider } from './OnrampProvider.js';
import type { OnrampRepository, StoredOnrampPurchase, StoredOnrampQuote } from './OnrampRepository.js';

/** Provider fee per payment method, in basis points of the amount paid (spec §9: 1–2 %), rounded up to the cent. */
export const DEV_ONRAMP_FEE_BPS: Readonly<Record<OnrampPaymentMethodId, bigint>> = { card: 150n, bank_account: 100n };
/** Prices become integers at this scale (the price table holds floats): fiat per whole unit × 10^8. */
const PRICE_SCALE = 100_000_000;
/** The checkout page of a purchase, on the services themselves. */
export const devCheckoutPath = (purchaseId: string): string => `/onramp/checkout/${encodeURIComponent(purchaseId)}`;
/** The provider's logo, served by `registerOnrampRoutes`. */
export const DEV_ONRAMP_LOGO_PATH = `/onramp/providers/${DEV_ONRAMP_PROVIDER_ID}/logo.svg`;

export type DevOnrampProviderDeps = {
  repository: OnrampRepository;
  chains: ChainRegistry;
  prices: PriceTable;
  treasury: OnrampTreasury;
  /** The clock in ms; tests move it. */
  now?: () => number;
};

/** The local development provider: the `OnrampProvider` contract plus its own checkout's confirm and cancel. */
export type DevOnrampProvider = OnrampProvider & {
  /** The purchase with the quote it was opened with (the checkout page shows both); undefined when unknown. */
  checkout(purchaseId: string): Promise<{ purchase: OnrampPurchase; quote: OnrampQuote } | undefined>;
  /**
   * "Pays" a `pending` purchase and delivers its exact base units from the dev treasury: `delivering`, then
   * `completed` with the transaction, or `failed` with the reason (502 `ONRAMP_DELIVERY_FAILED`). A purchase that
   * is no longer `pending` answers 409 `ONRAMP_ALREADY_CONFIRMED` and is never delivered twice.
   */
  confirm(purchaseId: string): Promise<OnrampPurchase>;
  /** Marks a `pending` purchase `failed` (cancelled at the checkout); 409 when it is no longer pending. */
  cancel(purchaseId: string): Promise<OnrampPurchase>;
};

/** The contract's view of a stored purchase (the extra columns stay inside). */
function publicPurchase(stored: StoredOnrampPurchase): OnrampPurchase {
  const { id, provider, status, destination, purchaseAmount, paymentTotal, txHash, error, createdAt, updatedAt } = stored;
  return { id, provider, status, destination, purchaseAmount, paymentTotal, txHash, error, createdAt, updatedAt };
}

/** One line saying why a delivery failed (viem's short message rather than its multi-line details). */
function deliveryFailure(error: unknown): string {
  const short = typeof error === 'object' && error !== null && 'shortMessage' in error ? error.shortMessage : undefined;
  const text = typeof short === 'string' && short !== '' ? short : errorMessage(error);
  return text.split('\n')[0] ?? text;
}

/** EIP-55 for an EVM address, base58 as given otherwise; a CAIP-10 account is accepted too. */
function normalizeAddress(raw: string): string {
  const address = isCaipAddress(raw) ? parseCaipAddress(raw).address : raw;
  return isEvmAddress(address) ? checksumEvmAddress(parseEvmAddress(address)) : parseSolanaAddress(address);
}

/**
 * The local development provider (`foyer-dev`): sells ETH and fUSD on the dev chain and SOL on the Solana dev node
 * (those of them whose chain the services serve) for USD and EUR with the spec §5 limits, priced from the services'
 * price table (EUR at the fixed `ONRAMP_DEV_FIAT_PER_USD` rate) with a 1.5 % card / 1 % bank fee, and delivers from the
 * dev treasury. No real money moves.
 *
 * @example
 * const provider = createDevOnrampProvider({ repository: new OnrampRepository(db), chains, prices, treasury: createOnrampTreasury() });
 * const quote = await provider.quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: 'eip155:31337' });
 */
export function createDevOnrampProvider(deps: DevOnrampProviderDeps): DevOnrampProvider {
  const now = deps.now ?? Date.now;
  const options: OnrampOptions = {
    purchaseCurrencies: DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies
      .map((currency) => ({ ...currency, networks: currency.networks.filter((network) => deps.chains.has(network.name)) }))
      .filter((currency) => currency.networks.length > 0),
    paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.filter((currency) => ONRAMP_DEV_FIAT_PER_USD[currency.id] !== undefined),
  };

  function chainOf(network: string): ChainEntry {
    const chain = deps.chains.get(network);
    if (chain === undefined) throw onrampError('ONRAMP_UNSUPPORTED_NETWORK', onrampMessages.errors.notSoldOn('this currency', network));
    return chain;
  }

  async function requirePurchase(purchaseId: string): Promise<StoredOnrampPurchase> {
    const purchase = await deps.repository.findPurchase(purchaseId);
    if (purchase === undefined || purchase.provider !== DEV_ONRAMP_PROVIDER_ID) {
      throw onrampError('ONRAMP_PURCHASE_NOT_FOUND', onrampMessages.errors.purchaseNotFound(purchaseId));
    }
    return purchase;
  }

  /** The purchase, `expired` once a pending checkout outlived its validity. */
  async function current(purchase: StoredOnrampPurchase): Promise<StoredOnrampPurchase> {
    if (purchase.status !== 'pending' || now() <= purchase.expiresAt) return purchase;
    await deps.repository.transition(purchase.id, 'pending', 'expired', now());
    return (await deps.repository.findPurchase(purchase.id)) ?? purchase;
  }

  async function deliver(purchase: StoredOnrampPurchase): Promise<void> {
    const chain = chainOf(purchase.network);
    const currency = options.purchaseCurrencies.find((candidate) => candidate.id === purchase.purchaseCurrency);
    const contract = currency?.networks.find((network) => network.name === purchase.network)?.contract_address;
    if (contract === undefined) throw new Error(`${purchase.purchaseCurrency} is not sold on ${purchase.network}`);
    const asset: OnrampTreasuryAsset = contract === '' ? { kind: 'native' } : { kind: 'erc20', contract: parseEvmAddress(contract) };
    const txHash = await deps.treasury.deliver({
      namespace: chain.namespace,
      rpcUrl: chain.rpcUrl,
      to: purchase.address,
      asset,
      amount: BigInt(purchase.purchaseAmount.baseUnits),
      onSent: (hash) => deps.repository.recordTxHash(purchase.id, hash, now()),
    });
    await deps.repository.transition(purchase.id, 'delivering', 'completed', now(), { txHash });
  }

  return {
    id: DEV_ONRAMP_PROVIDER_ID,

    describe: (baseUrl) => ({ ...DEFAULT_ONRAMP_PROVIDER, name: onrampMessages.providerName, logoUri: `${baseUrl}${DEV_ONRAMP_LOGO_PATH}` }),

    options: () => options,

    async quote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
      const { errors } = onrampMessages;
      const currency = options.purchaseCurrencies.find((candidate) => candidate.id === request.purchaseCurrency);
      if (currency === undefined) {
        throw onrampError('ONRAMP_UNKNOWN_CURRENCY', errors.unknownPurchaseCurrency(request.purchaseCurrency, options.purchaseCurrencies.map(({ id }) => id)));
      }
      const network = currency.networks.find((candidate) => candidate.name === request.network);
      if (network === undefined) throw onrampError('ONRAMP_UNSUPPORTED_NETWORK', errors.notSoldOn(currency.id, request.network));
      const payment = options.paymentCurrencies.find((candidate) => candidate.id === request.paymentCurrency);
      const fiatPerUsd = ONRAMP_DEV_FIAT_PER_USD[request.paymentCurrency];
      if (payment === undefined || fiatPerUsd === undefined) {
        throw onrampError('ONRAMP_UNKNOWN_CURRENCY', errors.unknownPaymentCurrency(request.paymentCurrency, options.paymentCurrencies.map(({ id }) => id)));
      }
      const method = request.paymentMethod ?? 'card';
      const limit = payment.payment_method_limits.find((candidate) => candidate.id === method) ?? { id: method, ...ONRAMP_DEFAULT_LIMITS[method] };
      const totalCents = /^\d{1,12}(\.\d{1,2})?$/.test(request.amount) ? parseUnits(request.amount, 2) : undefined;
      if (totalCents === undefined) throw onrampError('ONRAMP_INVALID_AMOUNT', errors.invalidAmount(request.amount));
      const minCents = parseUnits(limit.min, 2) ?? 0n;
      const maxCents = parseUnits(limit.max, 2) ?? 0n;
      if (totalCents < minCents) throw onrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', errors.belowMinimum(limit.min, payment.id));
      if (totalCents > maxCents) {
        throw onrampError('ONRAMP_AMOUNT_ABOVE_MAXIMUM', errors.aboveMaximum(limit.max, payment.id, onrampMessages.paymentMethod[method] ?? method));
      }
      const usdPrice = deps.prices.priceOf(network.name, network.contract_address === '' ? 'native' : network.contract_address);
      const scaledPrice = BigInt(Math.round(usdPrice * fiatPerUsd * PRICE_SCALE));
      if (scaledPrice <= 0n) throw onrampError('ONRAMP_UNKNOWN_CURRENCY', errors.noPrice(currency.id, network.name));

      const bps = DEV_ONRAMP_FEE_BPS[method];
      const feeCents = (totalCents * bps + 9_999n) / 10_000n;
      const subtotalCents = totalCents - feeCents;
      // cents × 10^decimals × scale / (100 × scaled price), rounded down: never more than was paid for.
      const baseUnits = (subtotalCents * 10n ** BigInt(currency.decimals) * BigInt(PRICE_SCALE)) / (100n * scaledPrice);
      if (baseUnits <= 0n) throw onrampError('ONRAMP_INVALID_AMOUNT', errors.amountTooSmall(request.amount, payment.id));

      const at = now();
      const fiat = (cents: bigint) => ({ amount: formatFiatCents(cents), currency: payment.id });
      const quote: OnrampQuote = {
        quoteId: randomUUID(),
        provider: DEV_ONRAMP_PROVIDER_ID,
        purchaseAmount: { amount: formatUnits(baseUnits, currency.decimals), currency: currency.id, baseUnits: baseUnits.toString() },
        paymentTotal: fiat(totalCents),
        paymentSubtotal: fiat(subtotalCents),
        fees: [{ ...fiat(feeCents), type: 'provider' }],
        expiresAt: new Date(at + ONRAMP_QUOTE_VALIDITY_MS).toISOString(),
      };
      const stored: StoredOnrampQuote = { quote, network: network.name, purchaseCurrency: currency.id, paymentMethod: method, expiresAt: at + ONRAMP_QUOTE_VALIDITY_MS };
      await deps.repository.insertQuote(stored, at);
      return quote;
    },

    async createCheckout(request: OnrampCheckoutRequest): Promise<OnrampUrlResponse> {
      const { errors } = onrampMessages;
      const stored = await deps.repository.findQuote(request.quoteId);
      if (stored === undefined || stored.quote.provider !== DEV_ONRAMP_PROVIDER_ID) throw onrampError('ONRAMP_QUOTE_NOT_FOUND', errors.quoteNotFound(request.quoteId));
      if (now() > stored.expiresAt) throw onrampError('ONRAMP_QUOTE_EXPIRED', errors.quoteExpired);
      if (request.network !== stored.network) throw onrampError('ONRAMP_UNSUPPORTED_NETWORK', errors.quoteNetwork(stored.network, request.network));
      if (request.assets.length > 0 && !request.assets.includes(stored.purchaseCurrency)) {
        throw onrampError('ONRAMP_UNKNOWN_CURRENCY', errors.quoteCurrency(stored.purchaseCurrency));
      }
      const chain = chainOf(stored.network);
      const checked = parseAccountAddress(chain, request.address);
      const address = chain.namespace === 'eip155' ? checksumEvmAddress(checked) : checked;
      const answer = (purchaseId: string): OnrampUrlResponse => ({ url: `${request.baseUrl}${devCheckoutPath(purchaseId)}`, purchaseId });

      const id = randomUUID();
      const at = now();
      const inserted = await deps.repository.insertPurchase(
        { id, provider: DEV_ONRAMP_PROVIDER_ID, quoteId: request.quoteId, network: stored.network, purchaseCurrency: stored.purchaseCurrency, address, expiresAt: at + ONRAMP_QUOTE_VALIDITY_MS, quote: stored.quote },
        at,
      );
      if (inserted) return answer(id);
      // The quote already backs a purchase: the same pending checkout again (a popup reopened), never a second one.
      const existing = await deps.repository.findPurchaseByQuote(request.quoteId);
      if (existing !== undefined && existing.status === 'pending' && existing.address === address) return answer(existing.id);
      throw onrampError('ONRAMP_ALREADY_CONFIRMED', errors.quoteUsed(existing?.id ?? request.quoteId));
    },

    async getPurchase(purchaseId) {
      const purchase = await deps.repository.findPurchase(purchaseId);
      if (purchase === undefined || purchase.provider !== DEV_ONRAMP_PROVIDER_ID) return undefined;
      return publicPurchase(await current(purchase));
    },

    async listPurchases(address) {
      const purchases = await deps.repository.listByAddress(normalizeAddress(address), DEV_ONRAMP_PROVIDER_ID);
      return Promise.all(purchases.map(async (purchase) => publicPurchase(await current(purchase))));
    },

    async checkout(purchaseId) {
      const purchase = await deps.repository.findPurchase(purchaseId);
      if (purchase === undefined || purchase.provider !== DEV_ONRAMP_PROVIDER_ID) return undefined;
      const quote = await deps.repository.findQuote(purchase.quoteId);
      if (quote === undefined) return undefined;
      return { purchase: publicPurchase(await current(purchase)), quote: quote.quote };
    },

    async confirm(purchaseId) {
      const { errors } = onrampMessages;
      const purchase = await current(await requirePurchase(purchaseId));
      if (purchase.status === 'expired') throw onrampError('ONRAMP_QUOTE_EXPIRED', errors.purchaseExpired);
      if (purchase.status !== 'pending') throw onrampError('ONRAMP_ALREADY_CONFIRMED', errors.alreadyConfirmed(purchase.status));
      // The one conditional update a racing second confirm loses: at most one delivery per purchase.
      if (!(await deps.repository.transition(purchaseId, 'pending', 'delivering', now()))) {
        const raced = await requirePurchase(purchaseId);
        throw onrampError('ONRAMP_ALREADY_CONFIRMED', errors.alreadyConfirmed(raced.status));
      }
      try {
        await deliver(purchase);
      } catch (error) {
        const reason = deliveryFailure(error);
        await deps.repository.transition(purchaseId, 'delivering', 'failed', now(), { error: reason });
        throw onrampError('ONRAMP_DELIVERY_FAILED', errors.deliveryFailed(reason), { cause: error });
      }
      return publicPurchase(await requirePurchase(purchaseId));
    },

    async cancel(purchaseId) {
      const purchase = await current(await requirePurchase(purchaseId));
      if (purchase.status === 'expired') throw onrampError('ONRAMP_QUOTE_EXPIRED', onrampMessages.errors.purchaseExpired);
      if (!(await deps.repository.transition(purchaseId, 'pending', 'failed', now(), { error: onrampMessages.errors.cancelled }))) {
        throw onrampError('ONRAMP_ALREADY_CONFIRMED', onrampMessages.errors.alreadyConfirmed((await requirePurchase(purchaseId)).status));
      }
      return publicPurchase(await requirePurchase(purchaseId));
    },
  };
}
