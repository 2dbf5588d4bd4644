import type { SiwxMessageData } from '@foyer/kernel';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';
import { isAddress as isSolanaAddress } from '@solana/kit';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { solanaNetworkOfChainId } from './solanaNetworkOfChainId.js';

/** A sign-in message that is exactly EIP-4361 (eip155) or Sign-In-With-Solana text. `data.chainId` is CAIP-2. */
export type ParsedSiwxMessage = {
  namespace: 'eip155' | 'solana';
  data: SiwxMessageData;
  /** The optional scheme before the domain (EIP-4361 only), e.g. `https`. */
  scheme?: string;
};

const TIME_LABELS = ['Issued At: ', 'Expiration Time: ', 'Not Before: '] as const;
/** RFC 3339 date-time, as EIP-4361 and CAIP-122 require for their times. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const NONCE = /^[a-zA-Z0-9]{8,}$/;

/** RFC 3339 and a real calendar day (`Date.parse` rolls 02-31 over to March). */
function isDateTime(value: string | undefined): boolean {
  if (value === undefined) return true;
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

/**
 * The times as written in `text`, when `text` equals `canonical` (viem's rendering of its parse) line by
 * line except for how a time is written (viem writes each as `toISOString()`; EIP-4361 allows any RFC
 * 3339 form of the same instant). Anything viem parsed leniently — trailing text, a lower-case address,
 * a padded Chain ID — differs and yields undefined.
 */
function timesIfCanonical(text: string, canonical: string): Record<string, string> | undefined {
  const lines = text.split('\n');
  const expected = canonical.split('\n');
  if (lines.length !== expected.length) return undefined;
  const times: Record<string, string> = {};
  for (const [index, line] of lines.entries()) {
    const want = expected[index] ?? '';
    const label = TIME_LABELS.find((candidate) => want.startsWith(candidate));
    if (label !== undefined && line.startsWith(label)) {
      const written = line.slice(label.length);
      if (!isDateTime(written) || Date.parse(written) !== Date.parse(want.slice(label.length))) return undefined;
      times[label] = written;
    } else if (line !== want) {
      return undefined;
    }
  }
  return times;
}

const ETHEREUM_HEADER = ' wants you to sign in with your Ethereum account:';
const SOLANA_HEADER = ' wants you to sign in with your Solana account:';
/** Stands in for an authority viem's parser does not read (userinfo, IPv6 literal); the real one is checked by the URL parser. */
const STAND_IN_DOMAIN = 'localhost';

function isAuthorityWithUserinfoOrIpv6(domain: string): boolean {
  if (!domain.includes('@') && !domain.startsWith('[')) return false;
  if (/[\s/?#\\]/.test(domain)) return false;
  try {
    const url = new URL(`http://${domain}/`);
    return url.hostname !== '' && url.pathname === '/';
  } catch {
    return false;
  }
}

function parseEip4361(text: string): ParsedSiwxMessage | undefined {
  const header = text.split('\n', 1)[0] ?? '';
  const origin = header.slice(0, -ETHEREUM_HEADER.length);
  const domain = origin.includes('://') ? origin.slice(origin.indexOf('://') + 3) : origin;
  if (!isAuthorityWithUserinfoOrIpv6(domain)) return parseViemEip4361(text);
  const parsed = parseViemEip4361(text.replace(`${domain}${ETHEREUM_HEADER}`, `${STAND_IN_DOMAIN}${ETHEREUM_HEADER}`));
  return parsed && { ...parsed, data: { ...parsed.data, domain } };
}

function parseViemEip4361(text: string): ParsedSiwxMessage | undefined {
  const fields = parseSiweMessage(text);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields;
  if (!address || chainId === undefined || !domain || !nonce || !uri || version === undefined || issuedAt === undefined) return undefined;
  let canonical: string;
  try {
    canonical = createSiweMessage({ ...fields, address, chainId, domain, nonce, uri, version, issuedAt });
  } catch {
    return undefined;
  }
  const times = timesIfCanonical(text, canonical);
  if (times === undefined) return undefined;
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId: `eip155:${chainId}`,
    domain,
    uri,
    version,
    nonce,
    ...(fields.statement === undefined ? {} : { statement: fields.statement }),
    ...(times['Issued At: '] === undefined ? {} : { issuedAt: times['Issued At: '] }),
    ...(times['Expiration Time: '] === undefined ? {} : { expirationTime: times['Expiration Time: '] }),
    ...(times['Not Before: '] === undefined ? {} : { notBefore: times['Not Before: '] }),
    ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
    ...(fields.resources === undefined ? {} : { resources: fields.resources }),
  };
  return { namespace: 'eip155', data, ...(fields.scheme === undefined ? {} : { scheme: fields.scheme }) };
}

function parseSignInWithSolana(text: string): ParsedSiwxMessage | undefined {
  const input = parseSignInMessageText(text);
  if (input === null || createSignInMessageText(input) !== text) return undefined;
  const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime, notBefore } = input;
  if (!isSolanaAddress(address) || !chainId || !uri || version !== '1' || !nonce || !NONCE.test(nonce) || !issuedAt) return undefined;
  if (![issuedAt, expirationTime, notBefore].every(isDateTime)) return undefined;
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId: solanaNetworkOfChainId(chainId),
    domain,
    uri,
    version,
    nonce,
    issuedAt,
    ...(input.statement === undefined ? {} : { statement: input.statement }),
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
    ...(input.resources === undefined ? {} : { resources: [...input.resources] }),
  };
  return { namespace: 'solana', data };
}

/**
 * A sign-in message parsed strictly: EIP-4361 through viem's siwe utilities, Sign-In-With-Solana through
 * `@solana/wallet-standard-util`; either way the text must be exactly what the library writes back for
 * the parsed fields (times may use any RFC 3339 form). Requires the fields a sign-in needs (uri,
 * version 1, chain id, nonce, issued-at). Undefined for anything else.
 *
 * @example
 * parseSiwxMessage('example.com wants you to sign in with your Ethereum account:\n0x…')?.data.chainId // 'eip155:1'
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage | undefined {
  if (text.includes('\r')) return undefined;
  const header = text.split('\n', 1)[0] ?? '';
  if (header.endsWith(ETHEREUM_HEADER)) return parseEip4361(text);
  if (header.endsWith(SOLANA_HEADER)) return parseSignInWithSolana(text);
  return undefined;
}
