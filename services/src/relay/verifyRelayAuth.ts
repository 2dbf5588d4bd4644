import { createPublicKey, verify } from 'node:crypto';
import { RELAY_AUTH_CLOCK_SKEW_SECONDS, RELAY_AUTH_MAX_LIFETIME_SECONDS } from './relayLimits.js';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Multicodec prefix of an Ed25519 public key in a did:key. */
const ED25519_MULTICODEC = [0xed, 0x01] as const;
const DID_KEY_PREFIX = 'did:key:z';
/** Longest auth JWT accepted (characters). */
const MAX_JWT_LENGTH = 2_048;

/** A relay-auth JWT that is missing, malformed, badly signed, expired or meant for another relay. */
export class RelayAuthError extends Error {
  override readonly name = 'RelayAuthError';
}

function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) throw new RelayAuthError(`invalid base58 character '${char}'`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** The raw Ed25519 public key of a `did:key:z6Mk…` identifier. */
function publicKeyOfDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new RelayAuthError('iss is not a did:key');
  const bytes = base58Decode(did.slice(DID_KEY_PREFIX.length));
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new RelayAuthError('iss is not an Ed25519 did:key');
  }
  return bytes.slice(2);
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new RelayAuthError(`the JWT ${name} is not a JSON object`);
}

/**
 * The form `aud` values are compared in: scheme, host and port (the relay answers on any path; the
 * client sends its `relayUrl` as given, with or without a trailing slash).
 *
 * @example
 * relayAudienceOf('WS://LocalHost:3030/') // 'ws://localhost:3030'
 */
export function relayAudienceOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

function numberClaim(payload: Record<string, unknown>, name: string, required: boolean): number | undefined {
  const value = payload[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RelayAuthError(`the JWT has no numeric ${name}`);
  return value;
}

/**
 * Checks a WalletConnect relay-auth JWT (the `auth` query parameter of the socket URL: EdDSA, signed
 * by the client's Ed25519 key named by `iss` as a did:key) and resolves to that `iss`, the client id
 * the relay keys its mailbox acknowledgements by. `exp` and `iat` are required: `exp` in the future
 * and at most `RELAY_AUTH_MAX_LIFETIME_SECONDS` after `iat` and after now (the 2.21.8 client signs
 * exactly one day), `iat` / `nbf` not in the future beyond `RELAY_AUTH_CLOCK_SKEW_SECONDS`. `aud`
 * must name one of `audiences` (compared by `relayAudienceOf`): a token signed for another relay is
 * refused there.
 *
 * @example
 * const clientId = verifyRelayAuth(jwt, Math.floor(Date.now() / 1000), ['ws://127.0.0.1:3030']);
 * // 'did:key:z6Mk…'
 */
export function verifyRelayAuth(jwt: string, nowSeconds: number, audiences: readonly string[]): string {
  if (jwt.length > MAX_JWT_LENGTH) throw new RelayAuthError('the JWT is too long');
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new RelayAuthError('the JWT does not have 3 parts');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJsonPart(headerPart, 'header');
  const payload = decodeJsonPart(payloadPart, 'payload');
  if (header.alg !== 'EdDSA') throw new RelayAuthError('the JWT must use EdDSA');
  if (typeof payload.iss !== 'string') throw new RelayAuthError('the JWT has no iss');

  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyOfDidKey(payload.iss)).toString('base64url') },
    format: 'jwk',
  });
  const signature = Buffer.from(signaturePart, 'base64url');
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8');
  if (signature.length !== 64 || !verify(null, signed, publicKey, signature)) {
    throw new RelayAuthError('the JWT signature does not match its iss');
  }

  // Claims after the signature: an unsigned token learns nothing about which claim failed.
  const exp = numberClaim(payload, 'exp', true) ?? 0;
  const iat = numberClaim(payload, 'iat', true) ?? 0;
  const nbf = numberClaim(payload, 'nbf', false);
  if (exp <= nowSeconds) throw new RelayAuthError('the JWT has expired');
  if (iat > nowSeconds + RELAY_AUTH_CLOCK_SKEW_SECONDS) throw new RelayAuthError('the JWT iat is in the future');
  if (nbf !== undefined && nbf > nowSeconds + RELAY_AUTH_CLOCK_SKEW_SECONDS) throw new RelayAuthError('the JWT is not valid yet (nbf)');
  if (exp - iat > RELAY_AUTH_MAX_LIFETIME_SECONDS || exp - nowSeconds > RELAY_AUTH_MAX_LIFETIME_SECONDS + RELAY_AUTH_CLOCK_SKEW_SECONDS) {
    throw new RelayAuthError(`the JWT lives longer than ${RELAY_AUTH_MAX_LIFETIME_SECONDS} s`);
  }
  const aud = typeof payload.aud === 'string' ? relayAudienceOf(payload.aud) : undefined;
  if (aud === undefined) throw new RelayAuthError('the JWT has no aud');
  if (!audiences.some((allowed) => relayAudienceOf(allowed) === aud)) throw new RelayAuthError(`the JWT aud '${aud}' is not this relay`);
  return payload.iss;
}
