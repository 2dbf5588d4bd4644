import {
  ONRAMP_PATHS,
  type OnrampProvidersResponse,
  type OnrampPurchase,
  type OnrampPurchasesResponse,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
} from '@foyer/kernel';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { PriceTable } from '../chain/prices/createPriceTable.js';
import { requestOrigin } from '../chain/requestOrigin.js';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { createOnrampTreasury } from '../devChain/onrampTreasury.js';
import { ServiceError } from '../errors/ServiceError.js';
import { createDevOnrampProvider, DEV_ONRAMP_LOGO_PATH, devCheckoutPath, type DevOnrampProvider } from './createDevOnrampProvider.js';
import { onrampError } from './onrampError.js';
import { onrampMessages } from './onrampMessages.js';
import type { OnrampProvider } from './OnrampProvider.js';
import { OnrampRepository } from './OnrampRepository.js';
import { CHECKOUT_PAGE_POLICY, DEV_ONRAMP_LOGO_SVG, renderCheckoutNotFoundPage, renderCheckoutPage } from './renderCheckoutPage.js';

export type OnrampRoutesDeps = {
  projects: ProjectRepository;
  /** The providers offered, the default (first) first; empty: the onramp answers `ONRAMP_UNKNOWN_PROVIDER`. */
  providers: readonly OnrampProvider[];
  /** The local development provider, whose checkout page and confirm these routes serve. */
  checkout?: DevOnrampProvider;
};

/**
 * The development mode's onramp: the local development provider over the services database, the served chains and
 * the price table, paying from the dev treasury.
 *
 * @example
 * registerOnrampRoutes(app, { projects, ...devOnrampProviders({ db, chains, prices }) });
 */
export function devOnrampProviders(deps: { db: Kysely<DatabaseSchema>; chains: ChainRegistry; prices: PriceTable }): Pick<OnrampRoutesDeps, 'providers' | 'checkout'> {
  const checkout = createDevOnrampProvider({ repository: new OnrampRepository(deps.db), chains: deps.chains, prices: deps.prices, treasury: createOnrampTreasury() });
  return { providers: [checkout], checkout };
}

/** Purchase requests are a few short fields. */
const BODY_LIMIT_BYTES = 8 * 1024;
const query = { type: 'object', properties: sdkQueryProperties } as const;
const optionsQuery = { type: 'object', properties: { ...sdkQueryProperties, provider: { type: 'string', maxLength: 64 } } } as const;
const purchasesQuery = { type: 'object', properties: { ...sdkQueryProperties, address: { type: 'string', minLength: 1, maxLength: 256 } }, required: ['address'] } as const;
const purchaseParams = { type: 'object', properties: { purchaseId: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['purchaseId'] } as const;
const shortText = { type: 'string', minLength: 1, maxLength: 64 } as const;
const quoteBody = {
  type: 'object',
  properties: {
    provider: shortText,
    purchaseCurrency: shortText,
    paymentCurrency: shortText,
    amount: { type: 'string', maxLength: 32 },
    network: { type: 'string', minLength: 1, maxLength: 128 },
    paymentMethod: { type: 'string', enum: ['card', 'bank_account'] },
  },
  required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
} as const;
const urlBody = {
  type: 'object',
  properties: {
    provider: shortText,
    destinationWallets: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      items: {
        type: 'object',
        properties: {
          address: { type: 'string', minLength: 1, maxLength: 256 },
          blockchains: { type: 'array', maxItems: 16, items: { type: 'string', maxLength: 128 } },
          assets: { type: 'array', maxItems: 16, items: { type: 'string', maxLength: 64 } },
        },
        required: ['address'],
      },
    },
    defaultNetwork: { type: 'string', minLength: 1, maxLength: 128 },
    partnerUserId: { type: 'string', maxLength: 256 },
    defaultExperience: { type: 'string', enum: ['buy'] },
    presetCryptoAmount: { type: 'string', maxLength: 64 },
    presetFiatAmount: { type: 'string', maxLength: 64 },
    quoteId: { type: 'string', minLength: 1, maxLength: 128 },
  },
  required: ['destinationWallets', 'defaultNetwork', 'quoteId'],
} as const;

type PurchaseParams = { purchaseId: string };

function providerOf(providers: readonly OnrampProvider[], id: string | undefined): OnrampProvider {
  const provider = id === undefined || id === '' ? providers[0] : providers.find((candidate) => candidate.id === id);
  if (provider === undefined) throw onrampError('ONRAMP_UNKNOWN_PROVIDER', onrampMessages.errors.unknownProvider(id ?? ''));
  return provider;
}

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

function htmlPage(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', CHECKOUT_PAGE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

/**
 * The onramp service (spec §7; `ONRAMP_PATHS`): providers, options, quotes, `POST /v1/generators/onrampurl` (201) and
 * purchases (status by id; list by destination, newest first), every one behind `requireProject`. With the development
 * provider also its checkout page `GET/POST /onramp/checkout/{purchaseId}` (plain HTML form, no script; the purchase id
 * is the capability), the JSON confirm `POST /v1/onramp/purchases/{purchaseId}/confirm`, and its logo.
 */
export function registerOnrampRoutes(app: FastifyInstance, deps: OnrampRoutesDeps): void {
  const project = requireProject(deps.projects);
  const { providers, checkout } = deps;

  app.get<{ Querystring: SdkQuery }>(ONRAMP_PATHS.providers, { schema: { querystring: query }, preValidation: project }, async (request, reply): Promise<OnrampProvidersResponse> => {
    noStore(reply);
    const origin = requestOrigin(request);
    return { providers: providers.map((provider) => provider.describe(origin)) };
  });

  app.get<{ Querystring: SdkQuery & { provider?: string } }>(ONRAMP_PATHS.options, { schema: { querystring: optionsQuery }, preValidation: project }, async (request, reply) => {
    noStore(reply);
    return providerOf(providers, request.query.provider).options();
  });

  app.post<{ Querystring: SdkQuery; Body: OnrampQuoteRequest }>(
    ONRAMP_PATHS.quote,
    { schema: { querystring: query, body: quoteBody }, preValidation: project, bodyLimit: BODY_LIMIT_BYTES },
    async (request, reply) => {
      noStore(reply);
      return providerOf(providers, request.body.provider).quote(request.body);
    },
  );

  app.post<{ Querystring: SdkQuery; Body: OnrampUrlRequest }>(
    ONRAMP_PATHS.onrampUrl,
    { schema: { querystring: query, body: urlBody }, preValidation: project, bodyLimit: BODY_LIMIT_BYTES },
    async (request, reply) => {
      const { destinationWallets, defaultNetwork, quoteId } = request.body;
      const provider = providerOf(providers, request.body.provider);
      const wallet =
        destinationWallets.find((candidate) => (candidate.blockchains ?? []).includes(defaultNetwork)) ??
        (destinationWallets.length === 1 ? destinationWallets[0] : undefined);
      if (wallet === undefined) throw new ServiceError(400, 'INVALID_ADDRESS', onrampMessages.errors.noDestination(defaultNetwork));
      const answer = await provider.createCheckout({
        quoteId,
        network: defaultNetwork,
        address: wallet.address,
        assets: wallet.assets ?? [],
        baseUrl: requestOrigin(request),
      });
      noStore(reply);
      return reply.code(201).send(answer);
    },
  );

  app.get<{ Querystring: SdkQuery & { address: string } }>(
    ONRAMP_PATHS.purchases,
    { schema: { querystring: purchasesQuery }, preValidation: project },
    async (request, reply): Promise<OnrampPurchasesResponse> => {
      noStore(reply);
      const lists = await Promise.all(providers.map((provider) => provider.listPurchases(request.query.address)));
      return { purchases: lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },
  );

  app.get<{ Querystring: SdkQuery; Params: PurchaseParams }>(
    `${ONRAMP_PATHS.purchases}/:purchaseId`,
    { schema: { querystring: query, params: purchaseParams }, preValidation: project },
    async (request, reply): Promise<OnrampPurchase> => {
      noStore(reply);
      for (const provider of providers) {
        const purchase = await provider.getPurchase(request.params.purchaseId);
        if (purchase !== undefined) return purchase;
      }
      throw onrampError('ONRAMP_PURCHASE_NOT_FOUND', onrampMessages.errors.purchaseNotFound(request.params.purchaseId));
    },
  );

  if (checkout === undefined) return;

  app.post<{ Querystring: SdkQuery; Params: PurchaseParams }>(
    `${ONRAMP_PATHS.purchases}/:purchaseId/confirm`,
    { schema: { querystring: query, params: purchaseParams }, preValidation: project, bodyLimit: BODY_LIMIT_BYTES },
    async (request, reply): Promise<OnrampPurchase> => {
      noStore(reply);
      return checkout.confirm(request.params.purchaseId);
    },
  );

  app.get(DEV_ONRAMP_LOGO_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').header('access-control-allow-origin', '*').type('image/svg+xml').send(DEV_ONRAMP_LOGO_SVG),
  );

  const renderPage = async (reply: FastifyReply, purchaseId: string, status: number, notice?: string): Promise<string> => {
    const found = await checkout.checkout(purchaseId);
    if (found === undefined) {
      htmlPage(reply, 404);
      return renderCheckoutNotFoundPage();
    }
    const network = checkout.options().purchaseCurrencies.flatMap((currency) => currency.networks).find((item) => item.name === found.purchase.destination.split(':').slice(0, 2).join(':'));
    htmlPage(reply, status);
    return renderCheckoutPage({ ...found, action: devCheckoutPath(purchaseId), networkName: network?.display_name ?? '', ...(notice === undefined ? {} : { notice }) });
  };

  app.get<{ Params: PurchaseParams }>('/onramp/checkout/:purchaseId', { schema: { params: purchaseParams } }, async (request, reply) =>
    renderPage(reply, request.params.purchaseId, 200),
  );

  // The form post has its own scope: its urlencoded parser (one short field) reaches no other route.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post<{ Params: PurchaseParams; Body: { action?: string } | undefined }>(
      '/onramp/checkout/:purchaseId',
      { schema: { params: purchaseParams } },
      async (request, reply) => {
        const { purchaseId } = request.params;
        try {
          if (request.body?.action === 'cancel') await checkout.cancel(purchaseId);
          else await checkout.confirm(purchaseId);
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
          if (error.code === 'ONRAMP_PURCHASE_NOT_FOUND') return renderPage(reply, purchaseId, 404);
          return renderPage(reply, purchaseId, error.statusCode, error.code === 'ONRAMP_ALREADY_CONFIRMED' ? onrampMessages.checkout.alreadyConfirmed : error.message);
        }
        // Post/redirect/get: a reload shows the result, it does not post again.
        return reply.code(303).header('location', devCheckoutPath(purchaseId)).header('cache-control', 'no-store').send();
      },
    );
  });
}
