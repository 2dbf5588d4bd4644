import {
  IDENTITY_CACHE_SECONDS,
  isAddressForNamespace,
  isCaipNetworkId,
  NAME_REGISTRATION_MAX_AGE_MS,
  NAME_REGISTRATION_MAX_CLOCK_SKEW_MS,
  parseCaipNetworkId,
  type IdentityResponse,
  type NameLookupResponse,
  type RegisteredName,
  type RegisterNameRequest,
  type ReverseResponse,
  type SuggestionsResponse,
} from '@foyer/kernel';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sdkQueryProperties, type SdkQuery } from '../api/querySchemas.js';
import { requireProject } from '../api/requireProject.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { ServiceError } from '../errors/ServiceError.js';
import { SignatureVerificationError } from '../signatures/SignatureVerificationError.js';
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.js';
import { accountNameCandidates } from './accountNameCandidates.js';
import { AccountNameRepository, type StoredAccountName } from './AccountNameRepository.js';
import { parseAccountAddress, type AccountAddress } from './parseAccountAddress.js';
import { parseAccountLabel } from './parseAccountLabel.js';
import { parseRegisterNameMessage } from './parseRegisterNameMessage.js';
import { profileError } from './profileError.js';
import { resolveNameNetwork, type NameNetwork } from './resolveNameNetwork.js';

export type ProfileRoutesDeps = {
  projects: ProjectRepository;
  db: Kysely<DatabaseSchema>;
  chains: ChainRegistry;
  /** Lower-case, with its leading dot (`resolveServicesOptions`). */
  namesSuffix: string;
  /** The deployment the names belong to: every registration message must name it (`resolveNamesDomain`). */
  namesDomain: string;
  /** Names one address may hold (`ApiLimits.namesPerAddress`). */
  namesPerAddress: number;
  /** The clock in ms; tests pin it. */
  now?: () => number;
};

/** A registration is four short fields; an EIP-6492 signature is the largest of them. */
export const REGISTER_NAME_BODY_LIMIT_BYTES = 4 * 1024;
const MAX_SUGGESTIONS = 5;

const query = { type: 'object', properties: sdkQueryProperties } as const;
const nameParams = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } as const;
const addressParams = { type: 'object', properties: { address: { type: 'string' } }, required: ['address'] } as const;
const registerBody = {
  type: 'object',
  properties: {
    coin_type: { type: 'integer', minimum: 0, maximum: 0xffffffff },
    address: { type: 'string', minLength: 1, maxLength: 128 },
    message: { type: 'string', minLength: 1, maxLength: 1024 },
    signature: { type: 'string', minLength: 1, maxLength: 3 * 1024 },
  },
  required: ['coin_type', 'address', 'message', 'signature'],
} as const;

function toRegisteredName(stored: StoredAccountName, suffix: string): RegisteredName {
  return {
    name: `${stored.label}${suffix}`,
    addresses: { [String(stored.coinType)]: { address: stored.address, created: stored.createdAt } },
    attributes: stored.attributes,
    createdAt: stored.createdAt,
  };
}

/** The address a message names, in stored form, when it is valid for `family`. */
function signedAddress(address: string, family: AccountAddress['family']): string | undefined {
  try {
    return parseAccountAddress(address, family).address;
  } catch {
    return undefined;
  }
}

/** The account family `chainId` names (undefined: any), or `null` for a known family without names. */
function identityFamily(chainId: string | undefined, address: string): AccountAddress['family'] | undefined | null {
  if (chainId === undefined) return undefined;
  if (!isCaipNetworkId(chainId)) throw new ServiceError(400, 'INVALID_PARAMETER', `Invalid chainId '${chainId.slice(0, 64)}': expected a CAIP-2 id`);
  const { chainNamespace, chainId: reference } = parseCaipNetworkId(chainId);
  if (chainNamespace === 'eip155' || chainNamespace === 'solana') return chainNamespace;
  if (!isAddressForNamespace(chainNamespace, address, reference)) {
    throw profileError('INVALID_ADDRESS', `Invalid address for ${chainNamespace}: '${address.slice(0, 64)}'`);
  }
  return null;
}

async function verifiedSignature(network: NameNetwork, address: string, request: RegisterNameRequest, chains: ChainRegistry): Promise<boolean> {
  try {
    return await verifyAccountSignature({ caipNetworkId: network.caipNetworkId, address, message: request.message, signature: request.signature, chains });
  } catch (error) {
    if (error instanceof SignatureVerificationError) throw profileError('NAME_UNSUPPORTED_COIN_TYPE', error.message);
    throw new ServiceError(502, 'NODE_UNAVAILABLE', `Cannot verify the signature: the node of ${network.caipNetworkId} did not answer`, { cause: error });
  }
}

/**
 * Account names and identity (spec §7, issue 10): resolve / availability, reverse lookup, suggestions,
 * registration by a signed JSON message (EVM by ENSIP-11 coin type, Solana by 501), and the identity (primary
 * name, avatar) of an address. Names are `<label><suffix>`, unique per deployment, compared lower-case; the rule
 * (`accountLabelProblem`) refuses look-alike forms and reserved names. An address may hold up to `namesPerAddress`
 * names: its newest registration is its primary name, the older ones still resolve. A registration is signed for
 * `namesDomain`. Nothing is stored unless every check passed.
 */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileRoutesDeps): void {
  const preValidation = requireProject(deps.projects);
  const names = new AccountNameRepository(deps.db);
  const suffix = deps.namesSuffix;
  const now = deps.now ?? Date.now;

  app.get<{ Params: { name: string }; Querystring: SdkQuery }>(
    '/v1/profile/account/:name',
    { schema: { params: nameParams, querystring: query }, preValidation },
    async (request, reply): Promise<NameLookupResponse> => {
      const label = parseAccountLabel(request.params.name, suffix);
      const stored = await names.findByLabel(label);
      void reply.header('cache-control', 'no-store');
      return {
        name: `${label}${suffix}`,
        domain: deps.namesDomain,
        available: stored === undefined,
        registered: stored === undefined ? null : toRegisteredName(stored, suffix),
      };
    },
  );

  app.get<{ Params: { address: string }; Querystring: SdkQuery }>(
    '/v1/profile/reverse/:address',
    { schema: { params: addressParams, querystring: query }, preValidation },
    async (request, reply): Promise<ReverseResponse> => {
      const { address } = parseAccountAddress(request.params.address);
      const stored = await names.listByAddress(address);
      void reply.header('cache-control', 'no-store');
      return { names: stored.map((name) => toRegisteredName(name, suffix)) };
    },
  );

  app.get<{ Params: { name: string }; Querystring: SdkQuery }>(
    '/v1/profile/suggestions/:name',
    { schema: { params: nameParams, querystring: query }, preValidation },
    async (request, reply): Promise<SuggestionsResponse> => {
      const candidates = accountNameCandidates(parseAccountLabel(request.params.name, suffix));
      const taken = await names.takenLabels(candidates);
      const free = candidates.filter((label) => !taken.has(label)).slice(0, MAX_SUGGESTIONS);
      void reply.header('cache-control', 'no-store');
      return { suggestions: free.map((label) => ({ name: `${label}${suffix}`, registered: false as const })) };
    },
  );

  app.post<{ Body: RegisterNameRequest; Querystring: SdkQuery }>(
    '/v1/profile/account',
    { schema: { body: registerBody, querystring: query }, preValidation, bodyLimit: REGISTER_NAME_BODY_LIMIT_BYTES },
    async (request, reply): Promise<RegisteredName> => {
      const body = request.body;
      const network = resolveNameNetwork(body.coin_type, deps.chains);
      const { address } = parseAccountAddress(body.address, network.family);
      const message = parseRegisterNameMessage(body.message);
      if (message.coinType !== body.coin_type) {
        throw profileError('NAME_MESSAGE_MISMATCH', `The signed coin type ${message.coinType} is not the request's ${body.coin_type}`);
      }
      if (signedAddress(message.address, network.family) !== address) {
        throw profileError('NAME_MESSAGE_MISMATCH', "The signed address is not the request's address");
      }
      // The deployment is part of what was signed (N16; every deployment's default suffix is the same).
      if (message.domain !== deps.namesDomain) {
        throw profileError('NAME_MESSAGE_MISMATCH', `The signed domain must be ${deps.namesDomain}`);
      }
      if (!message.name.toLowerCase().endsWith(suffix)) {
        throw profileError('NAME_MESSAGE_MISMATCH', `The signed name must end with ${suffix}`);
      }
      const label = parseAccountLabel(message.name, suffix);
      const time = now();
      if (message.timestamp < time - NAME_REGISTRATION_MAX_AGE_MS) {
        throw profileError('NAME_MESSAGE_STALE', `The signed message is older than ${NAME_REGISTRATION_MAX_AGE_MS / 60_000} minutes: sign it again`);
      }
      if (message.timestamp > time + NAME_REGISTRATION_MAX_CLOCK_SKEW_MS) {
        throw profileError('NAME_MESSAGE_STALE', "The signed message's timestamp is in the future: check the device's clock");
      }
      if (!(await verifiedSignature(network, address, body, deps.chains))) {
        throw profileError('NAME_INVALID_SIGNATURE', 'The signature does not match the address and the message');
      }
      const replayed = (): ServiceError =>
        profileError('NAME_REPLAYED', 'This registration was already used, or the address registered a newer one: sign again');
      const latest = await names.latestSignedAt(address);
      if (latest !== undefined && message.timestamp <= latest) throw replayed();
      // Names are free: one key may hold only a few (N10).
      if ((await names.listByAddress(address)).length >= deps.namesPerAddress) {
        throw profileError('NAME_LIMIT_REACHED', `An address may hold at most ${deps.namesPerAddress} names`);
      }
      const taken = (): ServiceError => profileError('NAME_TAKEN', `${label}${suffix} is already taken`);
      if ((await names.findByLabel(label)) !== undefined) throw taken();

      const stored: StoredAccountName = {
        label,
        coinType: body.coin_type,
        address,
        signedAt: message.timestamp,
        attributes: {},
        createdAt: new Date(time).toISOString(),
      };
      if (!(await names.insert({ ...stored, message: body.message, signature: body.signature }))) {
        // A concurrent request won the race: the unique indexes say which.
        throw (await names.findByLabel(label)) !== undefined ? taken() : replayed();
      }
      void reply.code(201);
      return toRegisteredName(stored, suffix);
    },
  );

  app.get<{ Params: { address: string }; Querystring: SdkQuery & { chainId?: string } }>(
    '/v1/identity/:address',
    {
      schema: { params: addressParams, querystring: { type: 'object', properties: { ...sdkQueryProperties, chainId: { type: 'string', maxLength: 128 } } } },
      preValidation,
    },
    async (request, reply): Promise<IdentityResponse> => {
      const family = identityFamily(request.query.chainId, request.params.address);
      const primary = family === null ? undefined : (await names.listByAddress(parseAccountAddress(request.params.address, family).address))[0];
      void reply.header('cache-control', `public, max-age=${IDENTITY_CACHE_SECONDS}`);
      return { name: primary === undefined ? null : `${primary.label}${suffix}`, avatar: primary?.attributes.avatar ?? null };
    },
  );
}
