import { createSignInMessageText } from '@solana/wallet-standard-util';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { fuzzParameters } from '../../../shared-kernel/src/test/fuzz.js';
import { createSiwxMessageText } from './createSiwxMessageText.js';
import { parseSiwxMessage } from './parseSiwxMessage.js';

// Extends parseSiwxMessage.test.ts (vectors, strictness cases, createSiweMessage -> parse round trip): arbitrary and
// mutated text. The contract: never throws, undefined for anything but exact EIP-4361 / Sign-In-With-Solana text.
const ETHEREUM_HEADER = ' wants you to sign in with your Ethereum account:';
const SOLANA_HEADER = ' wants you to sign in with your Solana account:';
const alnum = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/);
const host = fc.domain();
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
const line = fc.string({ maxLength: 40 }).filter((text) => !text.includes('\n') && !text.includes('\r'));

const siwe = fc
  .record(
    {
      address: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
      chainId: fc.integer({ min: 1, max: 2 ** 40 }),
      domain: host,
      nonce: alnum,
      uri: host.map((name) => `https://${name}/`),
      version: fc.constant('1' as const),
      issuedAt: instant,
      statement: line.filter((text) => text.trim() === text && text.length > 0),
      expirationTime: instant,
      requestId: alnum,
    },
    { requiredKeys: ['address', 'chainId', 'domain', 'nonce', 'uri', 'version', 'issuedAt'] },
  )
  .map((fields) => createSiweMessage(fields));

const siws = fc
  .record({
    domain: host,
    address: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => base58.encode(bytes)),
    statement: fc.option(line.filter((text) => text.trim() === text && text.length > 0), { nil: undefined }),
    uri: host.map((name) => `https://${name}`),
    version: fc.constant('1'),
    chainId: fc.constantFrom('mainnet', 'devnet', 'localnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    nonce: alnum,
    issuedAt: instant.map((date) => date.toISOString()),
  })
  .map((fields) => createSignInMessageText(fields));

/** One edit: a character deleted, replaced or inserted; a line dropped, doubled, swapped with the next or replaced. */
function mutatedMessage(text: string): fc.Arbitrary<string> {
  return fc.tuple(fc.nat({ max: text.length }), fc.constantFrom('delete', 'replace', 'insert', 'dropLine', 'doubleLine', 'swapLines', 'replaceLine'), fc.string({ minLength: 1, maxLength: 3 }), line).map(([at, edit, chars, junkLine]) => {
    const lines = text.split('\n');
    const index = at % lines.length;
    switch (edit) {
      case 'delete':
        return text.slice(0, at) + text.slice(at + 1);
      case 'replace':
        return text.slice(0, at) + chars + text.slice(at + chars.length);
      case 'insert':
        return text.slice(0, at) + chars + text.slice(at);
      case 'dropLine':
        return lines.filter((_, position) => position !== index).join('\n');
      case 'doubleLine':
        return [...lines.slice(0, index + 1), ...lines.slice(index)].join('\n');
      case 'swapLines':
        return [...lines.slice(0, index), lines[index + 1] ?? '', lines[index] ?? '', ...lines.slice(index + 2)].join('\n');
      default:
        return [...lines.slice(0, index), junkLine, ...lines.slice(index + 1)].join('\n');
    }
  });
}

/** The value after `label` on its own line of `text`. */
const valueOf = (text: string, label: string) => text.split('\n').find((entry) => entry.startsWith(label))?.slice(label.length);

test('property: arbitrary text, with or without a sign-in header, never throws', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.tuple(fc.string({ maxLength: 40 }), fc.constantFrom(ETHEREUM_HEADER, SOLANA_HEADER), fc.array(fc.oneof(line, fc.constantFrom('URI: https://a.b', 'Version: 1', 'Chain ID: 1', 'Nonce: 12345678', 'Issued At: 2024-01-01T00:00:00Z', '', '- https://r')), { maxLength: 12 })).map(
      ([domain, header, lines]) => [`${domain}${header}`, ...lines].join('\n'),
    ),
  );
  fc.assert(
    fc.property(text, (value) => {
      const parsed = parseSiwxMessage(value);
      if (parsed !== undefined) expect(['eip155', 'solana']).toContain(parsed.namespace);
    }),
    fuzzParameters(),
  );
});

test('property: a mutated EIP-4361 message parses only to what it says: its own address and nonce, and createSiwxMessageText writes it back', () => {
  fc.assert(
    fc.property(siwe.chain((text) => fc.tuple(fc.constant(text), mutatedMessage(text))), ([original, text]) => {
      const parsed = parseSiwxMessage(text);
      if (parsed === undefined) return;
      expect(parsed.data.accountAddress).toBe(text.split('\n')[1]);
      expect(parsed.data.nonce).toBe(valueOf(text, 'Nonce: '));
      // viem writes no userinfo or IPv6 authority (the parser accepts them, RFC 3986 allows them; even an empty userinfo, `@host`).
      if (parsed.scheme === undefined && text !== original && !/[@[]/.test(parsed.data.domain)) {
        // Times may be written in another RFC 3339 form of the same instant; everything else is the text itself.
        const written = createSiwxMessageText({ ...parsed.data, issuedAt: parsed.data.issuedAt ?? '' });
        const normalize = (message: string) => message.replace(/^(Issued At|Expiration Time|Not Before): (.*)$/gm, (_all, label: string, time: string) => `${label}: ${new Date(time).toISOString()}`);
        expect(normalize(written)).toBe(normalize(text));
      }
    }),
    fuzzParameters(),
  );
});

test('property: a mutated Sign-In-With-Solana message parses only to its own address and nonce', () => {
  fc.assert(
    fc.property(siws.chain(mutatedMessage), (text) => {
      const parsed = parseSiwxMessage(text);
      if (parsed === undefined) return;
      expect(parsed.namespace).toBe('solana');
      expect(parsed.data.accountAddress).toBe(text.split('\n')[1]);
      expect(parsed.data.nonce).toBe(valueOf(text, 'Nonce: '));
    }),
    fuzzParameters(),
  );
});
