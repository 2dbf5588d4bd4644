import { randomInt, randomUUID } from 'node:crypto';
import {
  SIWX_DEFAULT_SESSION_TTL_MS,
  SIWX_NONCE_TTL_MS,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type CreateMessageRequest,
  type CreateMessageResponse,
  type NonceResponse,
  type RevokeScope,
  type SiwxSession,
} from '@foyer/kernel';
import { isAddress as isSolanaAddress } from '@solana/kit';
import type { Kysely } from 'kysely';
import { getAddress, isAddress as isEvmAddress } from 'viem';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import { ServiceError } from '../errors/ServiceError.js';
import { randomToken, sha256Hex } from '../secure/crypto/hashing.js';
import { SignatureVerificationError } from '../signatures/SignatureVerificationError.js';
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.js';
import { checkSiwxTimes } from './checkSiwxTimes.js';
import { createSiwxMessageText } from './createSiwxMessageText.js';
import { parseSiwxMessage, type ParsedSiwxMessage } from './parseSiwxMessage.js';
import { siwxError } from './siwxError.js';
import { SiwxNonceRepository } from './SiwxNonceRepository.js';
import { SiwxSessionRepository } from './SiwxSessionRepository.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 base62 characters: ≈142 bits, alphanumeric as the EIP-4361 grammar requires. */
const NONCE_LENGTH = 24;
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

export type SiwxSessionServiceDeps = {
  db: Kysely<DatabaseSchema>;
  chains: ChainRegistry;
  /** The clock (epoch ms); tests pin it. */
  now?: () => number;
};

/** A request's origin already checked against the project's allowed origins. */
export type AllowedOrigin = { origin: string; host: string };

function newNonce(): string {
  return Array.from({ length: NONCE_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');
}

/** An address as sessions store it: EIP-55 for 0x hex, unchanged (base58) otherwise. */
export function normalizeSessionAddress(address: string): string {
  return isEvmAddress(address, { strict: false }) ? getAddress(address) : address;
}

/** The chain family of a CAIP-2 id, refusing families this server cannot sign in and networks it does not serve. */
function servedFamily(chainId: string, chains: ChainRegistry): 'eip155' | 'solana' {
  const namespace = chainId.includes(':') ? chainId.slice(0, chainId.indexOf(':')) : '';
  if (namespace !== 'eip155' && namespace !== 'solana') {
    const family = namespace === '' ? chainId : namespace;
    throw siwxError('SIWX_FAMILY_NOT_SUPPORTED', `Sign-in with ${family} accounts is not supported by this server`);
  }
  if (!chains.has(chainId)) throw siwxError('SIWX_UNSUPPORTED_CHAIN', `The network ${chainId} is not served by these services`);
  return namespace;
}

/**
 * Sign-in with X on the server (spec §4, §7): nonces, server-written messages, verification and
 * stored sessions with bearer tokens (only their SHA-256 is kept). Nothing is stored unless a request
 * passes every check; a nonce is spent by the first attempt whose message, binding, times and nonce are valid,
 * whether its signature then verifies or not.
 */
export class SiwxSessionService {
  readonly #chains: ChainRegistry;
  readonly #now: () => number;
  readonly #nonces: SiwxNonceRepository;
  readonly #sessions: SiwxSessionRepository;

  constructor(deps: SiwxSessionServiceDeps) {
    this.#chains = deps.chains;
    this.#now = deps.now ?? Date.now;
    this.#nonces = new SiwxNonceRepository(deps.db);
    this.#sessions = new SiwxSessionRepository(deps.db);
  }

  /** A fresh single-use nonce bound to the project; expired nonces are purged on the way. */
  async issueNonce(projectId: string): Promise<NonceResponse> {
    const nonce = newNonce();
    const expiresAt = await this.#storeNonce(nonce, projectId);
    return { nonce, expiresAt: new Date(expiresAt).toISOString() };
  }

  async #storeNonce(nonce: string, projectId: string): Promise<number> {
    const now = this.#now();
    await this.#nonces.deleteExpired(now);
    const expiresAt = now + SIWX_NONCE_TTL_MS;
    await this.#nonces.insert(sha256Hex(nonce), projectId, now, expiresAt);
    return expiresAt;
  }

  /** Issues a nonce and writes the message for the account on the request's origin. */
  async createMessage(projectId: string, origin: AllowedOrigin, request: CreateMessageRequest): Promise<CreateMessageResponse> {
    const family = servedFamily(request.chainId, this.#chains);
    const validAddress = family === 'eip155' ? isEvmAddress(request.accountAddress, { strict: false }) : isSolanaAddress(request.accountAddress);
    if (!validAddress) throw new ServiceError(400, 'INVALID_ADDRESS', `'${request.accountAddress}' is not a ${family} address`);
    const expirationTime = request.expirationTime ?? new Date(this.#now() + SIWX_DEFAULT_SESSION_TTL_MS).toISOString();
    if (Number.isNaN(Date.parse(expirationTime))) throw new ServiceError(400, 'INVALID_PARAMETER', 'expirationTime must be an ISO date-time');
    const nonce = newNonce();
    const fields = {
      accountAddress: normalizeSessionAddress(request.accountAddress),
      chainId: request.chainId,
      domain: origin.host,
      uri: origin.origin,
      version: '1',
      nonce,
      issuedAt: new Date(this.#now()).toISOString(),
      expirationTime: new Date(expirationTime).toISOString(),
      ...(request.statement === undefined ? {} : { statement: request.statement }),
      ...(request.resources === undefined ? {} : { resources: request.resources }),
    };
    let message: string;
    try {
      message = createSiwxMessageText(fields);
    } catch (error) {
      throw siwxError('SIWX_MALFORMED_MESSAGE', `Cannot write the sign-in message: ${error instanceof Error ? error.message.split('\n', 1)[0] : 'invalid field'}`);
    }
    const parsed = parseSiwxMessage(message);
    if (parsed === undefined) throw siwxError('SIWX_MALFORMED_MESSAGE', 'A statement or resource breaks the sign-in message format');
    await this.#storeNonce(nonce, projectId);
    return { message, data: parsed.data };
  }

  /** Verifies `request` for the project on the request's origin and stores a session (see the class). */
  async authenticate(projectId: string, origin: AllowedOrigin, request: AuthenticateRequest): Promise<AuthenticateResponse> {
    const family = servedFamily(request.chainId, this.#chains);
    const parsed = parseSiwxMessage(request.message);
    if (parsed === undefined || parsed.namespace !== family) {
      throw siwxError('SIWX_MALFORMED_MESSAGE', `The message is not a well-formed ${family === 'eip155' ? 'EIP-4361' : 'Sign-In-With-Solana'} message`);
    }
    const now = this.#now();
    this.#checkBinding(parsed, origin, request.chainId);
    const expiresAt = checkSiwxTimes(parsed.data, now);
    const nonceHash = sha256Hex(parsed.data.nonce);
    await this.#checkNonce(nonceHash, projectId, now);
    // Spent before the signature check (N9): one nonce buys one verification (an ERC-6492 one costs a node call),
    // also when several attempts race with it.
    if (!(await this.#nonces.consume(nonceHash, projectId, now))) {
      throw siwxError('SIWX_NONCE_USED', 'This sign-in nonce was already used');
    }
    await this.#checkSignature(parsed, request);

    const token = randomToken(32);
    const session: SiwxSession = { data: parsed.data, message: request.message, signature: request.signature };
    await this.#sessions.insert({
      id: randomUUID(),
      projectId,
      address: normalizeSessionAddress(parsed.data.accountAddress),
      caipNetworkId: request.chainId,
      message: request.message,
      signature: request.signature,
      data: parsed.data,
      tokenHash: sha256Hex(token),
      expiresAt,
      createdAt: now,
    });
    return { token, session, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The address's live sessions, when `authorization` carries a live token of this project and address. */
  async list(projectId: string, address: string, authorization: string | undefined, chainId?: string): Promise<SiwxSession[]> {
    const owner = await this.#authorize(projectId, address, authorization);
    return this.#sessions.listLive(projectId, owner, this.#now(), chainId);
  }

  /** Revokes the address's live sessions (on one network with `chainId`), when `authorization` allows it. */
  async revoke(projectId: string, address: string, authorization: string | undefined, chainId?: string, scope: RevokeScope = 'address'): Promise<number> {
    const owner = await this.#authorize(projectId, address, authorization);
    if (scope === 'session') return this.#sessions.revokeByToken(projectId, this.#tokenHash(authorization), this.#now());
    return this.#sessions.revoke(projectId, owner, this.#now(), chainId);
  }

  #tokenHash(authorization: string | undefined): string {
    return sha256Hex(BEARER.exec((authorization ?? '').trim())?.[1] ?? '');
  }

  async #authorize(projectId: string, address: string, authorization: string | undefined): Promise<string> {
    if (authorization === undefined || authorization.trim() === '') {
      throw siwxError('SIWX_TOKEN_REQUIRED', 'Send the session token as Authorization: Bearer <token>');
    }
    const token = BEARER.exec(authorization.trim())?.[1];
    const owner = token === undefined ? undefined : await this.#sessions.findLiveByToken(sha256Hex(token), this.#now());
    const normalized = normalizeSessionAddress(address);
    if (owner === undefined || owner.projectId !== projectId || owner.address !== normalized) {
      throw siwxError('SIWX_TOKEN_INVALID', 'The session token is unknown, expired, revoked or not for this account');
    }
    return normalized;
  }

  /** Domain and scheme equal the page's origin, the uri is on it, and the message is for the body's network. */
  #checkBinding(parsed: ParsedSiwxMessage, origin: AllowedOrigin, chainId: string): void {
    const { data, scheme } = parsed;
    if (data.domain !== origin.host || (scheme !== undefined && `${scheme}:` !== new URL(origin.origin).protocol)) {
      throw siwxError('SIWX_DOMAIN_MISMATCH', `The message's domain ${data.domain} is not the requesting page's host ${origin.host}`);
    }
    let uriOrigin: string | undefined;
    try {
      uriOrigin = new URL(data.uri).origin;
    } catch {
      uriOrigin = undefined;
    }
    if (uriOrigin !== origin.origin) throw siwxError('SIWX_URI_MISMATCH', `The message's URI ${data.uri} is not on ${origin.origin}`);
    if (data.chainId !== chainId) {
      throw siwxError('SIWX_CHAIN_MISMATCH', `The message is for ${data.chainId}, the request for ${chainId}`);
    }
  }

  async #checkNonce(nonceHash: string, projectId: string, now: number): Promise<void> {
    const state = await this.#nonces.state(nonceHash, projectId, now);
    if (state === 'unknown') throw siwxError('SIWX_NONCE_UNKNOWN', 'The nonce was not issued by these services for this project');
    if (state === 'used') throw siwxError('SIWX_NONCE_USED', 'This sign-in nonce was already used');
    if (state === 'expired') throw siwxError('SIWX_NONCE_EXPIRED', 'The nonce has expired: ask for a new message');
  }

  async #checkSignature(parsed: ParsedSiwxMessage, request: AuthenticateRequest): Promise<void> {
    let valid: boolean;
    try {
      valid = await verifyAccountSignature({
        caipNetworkId: request.chainId,
        address: parsed.data.accountAddress,
        message: request.message,
        signature: request.signature,
        chains: this.#chains,
      });
    } catch (error) {
      if (error instanceof SignatureVerificationError) {
        throw siwxError(error.code === 'UNSUPPORTED_CHAIN' ? 'SIWX_UNSUPPORTED_CHAIN' : 'SIWX_FAMILY_NOT_SUPPORTED', error.message);
      }
      throw new ServiceError(502, 'NODE_UNAVAILABLE', `Cannot verify the signature on ${request.chainId}: the network's node did not answer`, { cause: error });
    }
    if (!valid) throw siwxError('SIWX_INVALID_SIGNATURE', "The signature is not the message's account's signature of this message");
  }
}
