import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sdkQueryProperties } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { currencyImageSvg } from '../chain/tokenImages/currencyImageSvg.js';
import { tokenImageSvg } from '../chain/tokenImages/tokenImageSvg.js';
import { drawMonogram } from './drawMonogram.js';
import type { WalletCatalogue } from './loadWalletCatalogue.js';

type ImageParams = { id: string };

const imageSchema = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' } },
    required: ['id'],
  },
  querystring: { type: 'object', properties: sdkQueryProperties },
} as const;

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  void reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // An SVG opened directly is a document: let it run nothing.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * Catalogue images drawn as SVG monograms: `/getWalletImage/{id}` for catalogue wallets (404 otherwise),
 * `/public/getAssetImage/{id}` for any asset id, `/public/getTokenImage/{id}` for known tokens (symbol or CAIP-10)
 * and `/public/getCurrencyImage/{id}` for ISO 4217 fiat codes (404 otherwise). Images are public: `projectId` is optional, but a
 * given one must exist.
 */
export function registerImageRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectRepository; catalogue: WalletCatalogue },
): void {
  const preValidation = requireProject(deps.projects, { optional: true });

  app.get<{ Params: ImageParams }>('/getWalletImage/:id', { schema: imageSchema, preValidation }, async (request, reply) => {
    const entry = deps.catalogue.byId.get(request.params.id);
    if (entry === undefined) throw new ServiceError(404, 'NOT_FOUND', `No wallet with id '${request.params.id}' in the catalogue`);
    return sendSvg(request, reply, drawMonogram(entry.wallet.id, entry.wallet.name));
  });

  app.get<{ Params: ImageParams }>('/public/getAssetImage/:id', { schema: imageSchema, preValidation }, async (request, reply) =>
    sendSvg(request, reply, drawMonogram(request.params.id, request.params.id)),
  );

  app.get<{ Params: ImageParams }>('/public/getTokenImage/:id', { schema: imageSchema, preValidation }, async (request, reply) => {
    const svg = tokenImageSvg(request.params.id);
    if (svg === undefined) throw new ServiceError(404, 'NOT_FOUND', `No token image '${request.params.id}'`);
    return sendSvg(request, reply, svg);
  });

  app.get<{ Params: ImageParams }>('/public/getCurrencyImage/:id', { schema: imageSchema, preValidation }, async (request, reply) => {
    const svg = currencyImageSvg(request.params.id);
    if (svg === undefined) throw new ServiceError(404, 'NOT_FOUND', `No currency image '${request.params.id}': expected an ISO 4217 code`);
    return sendSvg(request, reply, svg);
  });
}
