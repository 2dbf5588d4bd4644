import { SIWX_PAGE_CLOCK_TOLERANCE_MS, type SiwxMessageData, type SIWXMessageInput } from '@foyer/kernel';

/** EIP-4361 / Sign-In-With-Solana: at least 8 alphanumeric characters. */
const NONCE = /^[A-Za-z0-9]{8,}$/u;

/** The value of the message's `<key>: ` line, if it has exactly one. */
function line(lines: readonly string[], key: string): string | undefined {
  const found = lines.filter((item) => item.startsWith(`${key}: `));
  return found.length === 1 ? found[0]?.slice(key.length + 2) : undefined;
}

function sameAddress(a: string, b: string, chainId: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/**
 * Why a sign-in message the services wrote must not be signed on this page, or `undefined` (review 2, N15): its domain
 * is the page's host, its URI on the page's origin, the nonce well formed, `issuedAt` within `SIWX_PAGE_CLOCK_TOLERANCE_MS`
 * of now, the account and network the ones asked for; and the text says the same as the fields (the wallet signs
 * the text). So a compromised API cannot have the page sign a message for another site.
 * @example
 * siwxMessageProblem(text, data, input, location, Date.now()) // undefined, or 'domain wallet.example is not this page'
 */
export function siwxMessageProblem(
  text: string,
  data: SiwxMessageData,
  input: SIWXMessageInput,
  page: { host: string; origin: string },
  now: number,
): string | undefined {
  if (data.domain !== page.host) return `domain ${data.domain} is not this page's ${page.host}`;
  let uriOrigin: string;
  try {
    uriOrigin = new URL(data.uri).origin;
  } catch {
    return 'the URI is not a URL';
  }
  if (uriOrigin !== page.origin) return `URI ${data.uri} is not on this page's origin`;
  if (!NONCE.test(data.nonce)) return 'the nonce is not 8 or more letters and digits';
  const issuedAt = data.issuedAt === undefined ? Number.NaN : Date.parse(data.issuedAt);
  if (!(Math.abs(now - issuedAt) <= SIWX_PAGE_CLOCK_TOLERANCE_MS)) return 'issuedAt is missing or more than 30 minutes from the page clock';
  if (data.chainId !== input.chainId || !sameAddress(data.accountAddress, input.accountAddress, input.chainId)) return 'the message is for another account or network';
  const lines = text.split('\n');
  if (lines[0] !== `${data.domain} wants you to sign in with your ${input.chainId.startsWith('solana:') ? 'Solana' : 'Ethereum'} account:`) {
    return "the text's first line is not this page's sign-in request";
  }
  if (!sameAddress(lines[1] ?? '', data.accountAddress, input.chainId)) return "the text's account is not the message's";
  if (line(lines, 'URI') !== data.uri || line(lines, 'Nonce') !== data.nonce) return "the text's URI or nonce is not the message's";
  const textIssuedAt = line(lines, 'Issued At');
  if (textIssuedAt === undefined || Date.parse(textIssuedAt) !== issuedAt) return "the text's issuedAt is not the message's";
  return undefined;
}
