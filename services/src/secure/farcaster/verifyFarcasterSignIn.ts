import { isAddressEqual, verifyMessage, type Address, type Hex } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { CustodyReader } from './createCustodyReader.js';
import { farcasterError } from './farcasterErrors.js';

/** How far a client's clock may run ahead of ours for `Issued At`. */
export const FARCASTER_CLOCK_SKEW_MS = 5 * 60_000;

/** What a Farcaster client claims: a signed EIP-4361 message, the custody address and the fid. */
export type FarcasterSignIn = { message: string; signature: Hex; custody: Address; fid: number };

/** What the message must say for this channel. */
export type FarcasterSignInExpectations = {
  /** `host[:port]` of the secure site. */
  domain: string;
  /** Origin of the secure site; the message's URI must be on it. */
  origin: string;
  /** The channel's nonce. */
  nonce: string;
  /** Chain of the IdRegistry. */
  chainId: number;
  now: Date;
};

function sameOrigin(uri: string, origin: string): boolean {
  try {
    return new URL(uri).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Sign In With Farcaster (FIP-11) as a server must check it: the message parses as EIP-4361 (viem's parser), is for
 * this site and this channel, is within its validity window, names the fid as `farcaster://fid/<fid>`, is signed by
 * the custody address, and the IdRegistry says that address is the fid's custody. Throws the first failure's
 * catalogued error (`farcasterErrors.ts`); the registry is read last, so only well-formed, signed claims reach the RPC.
 *
 * @example
 * await verifyFarcasterSignIn(completion, { domain: 'wallet.example', origin: 'https://wallet.example', nonce, chainId: 10, now: new Date() }, custodyOf);
 */
export async function verifyFarcasterSignIn(signIn: FarcasterSignIn, expected: FarcasterSignInExpectations, custodyOf: CustodyReader): Promise<void> {
  const message = parseSiweMessage(signIn.message);
  const { domain, address, uri, version, chainId, nonce, issuedAt, expirationTime, notBefore } = message;
  if (domain === undefined || address === undefined || uri === undefined || version === undefined || chainId === undefined || nonce === undefined || issuedAt === undefined) {
    throw farcasterError('FARCASTER_MESSAGE_INVALID');
  }
  if ([issuedAt, expirationTime, notBefore].some((date) => date !== undefined && Number.isNaN(date.getTime()))) {
    throw farcasterError('FARCASTER_MESSAGE_INVALID');
  }
  if (domain !== expected.domain) throw farcasterError('FARCASTER_DOMAIN_MISMATCH');
  if (!sameOrigin(uri, expected.origin)) throw farcasterError('FARCASTER_URI_MISMATCH');
  if (nonce !== expected.nonce) throw farcasterError('FARCASTER_NONCE_MISMATCH');
  if (chainId !== expected.chainId) throw farcasterError('FARCASTER_CHAIN_MISMATCH');
  if (!isAddressEqual(address, signIn.custody)) throw farcasterError('FARCASTER_ADDRESS_MISMATCH');
  if (!(message.resources ?? []).includes(`farcaster://fid/${signIn.fid}`)) throw farcasterError('FARCASTER_FID_RESOURCE_MISSING');
  const now = expected.now.getTime();
  if (issuedAt.getTime() > now + FARCASTER_CLOCK_SKEW_MS) throw farcasterError('FARCASTER_ISSUED_IN_FUTURE');
  if (notBefore !== undefined && notBefore.getTime() > now) throw farcasterError('FARCASTER_MESSAGE_NOT_YET_VALID');
  if (expirationTime !== undefined && expirationTime.getTime() <= now) throw farcasterError('FARCASTER_MESSAGE_EXPIRED');
  // The library's own EIP-4361 checks (version 1, nonce alphabet, ...) on top of ours.
  if (!validateSiweMessage({ message, domain: expected.domain, nonce: expected.nonce, address: signIn.custody, time: expected.now })) {
    throw farcasterError('FARCASTER_MESSAGE_INVALID');
  }

  const signed = await verifyMessage({ address: signIn.custody, message: signIn.message, signature: signIn.signature }).catch(() => false);
  if (!signed) throw farcasterError('FARCASTER_SIGNATURE_INVALID');
  const owner = await custodyOf(BigInt(signIn.fid));
  if (!isAddressEqual(owner, signIn.custody)) throw farcasterError('FARCASTER_CUSTODY_MISMATCH');
}
