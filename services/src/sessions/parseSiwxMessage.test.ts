import fc from 'fast-check';
import { foyerDevSolana, solana } from '@foyer/kernel';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { parseSiwxMessage } from './parseSiwxMessage.js';
import { siweVectors } from './siweVectors.js';

type PositiveVector = {
  message: string;
  fields: { domain: string; address: string; statement?: string; uri: string; version: string; chainId: number; nonce: string; issuedAt: string; expirationTime?: string; notBefore?: string; requestId?: string; resources?: string[]; scheme?: string | null };
};

describe('parseSiwxMessage on the spruceid/siwe vectors', () => {
  test.each(siweVectors<PositiveVector>('parsing_positive.json'))('parses %s to its fields', (_name, { message, fields }) => {
    const { scheme, address, chainId, ...rest } = fields;
    const parsed = parseSiwxMessage(message);
    expect(parsed).toEqual({
      namespace: 'eip155',
      data: { ...rest, accountAddress: address, chainId: `eip155:${chainId}` },
      ...(scheme ? { scheme } : {}),
    });
  });

  test.each(siweVectors<string>('parsing_negative.json'))('refuses %s', (_name, message) => {
    expect(parseSiwxMessage(message)).toBeUndefined();
  });
});

describe('parseSiwxMessage strictness', () => {
  const valid =
    'example.com wants you to sign in with your Ethereum account:\n0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n\n\nURI: https://example.com/login\nVersion: 1\nChain ID: 1\nNonce: 32891756aa\nIssued At: 2021-09-30T16:25:24Z';

  test('accepts the EIP-4361 example and keeps its times as written', () => {
    expect(parseSiwxMessage(valid)?.data.issuedAt).toBe('2021-09-30T16:25:24Z');
  });

  test.each([
    ['trailing text', `${valid}\nhello`],
    ['a trailing newline', `${valid}\n`],
    ['CRLF line ends', valid.replaceAll('\n', '\r\n')],
    ['a lower-case address', valid.replace('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')],
    ['a zero-padded Chain ID', valid.replace('Chain ID: 1', 'Chain ID: 01')],
    ['an impossible date', valid.replace('2021-09-30', '2021-02-31')],
    ['a network name in the account line', valid.replace('Ethereum account', 'Base account')],
    ['a CAIP-2 Chain ID', valid.replace('Chain ID: 1', 'Chain ID: eip155:1')],
  ])('refuses %s', (_name, text) => {
    expect(parseSiwxMessage(text)).toBeUndefined();
  });
});

describe('parseSiwxMessage on Sign-In-With-Solana text', () => {
  const address = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';
  const fields = { domain: 'localhost:3000', address, statement: 'Sign in to Foyer', uri: 'http://localhost:3000', version: '1', nonce: 'abcdefgh1234', issuedAt: '2026-01-01T00:00:00.000Z' };

  test.each([
    [String(foyerDevSolana.id), foyerDevSolana.caipNetworkId],
    [foyerDevSolana.caipNetworkId, foyerDevSolana.caipNetworkId],
    ['localnet', foyerDevSolana.caipNetworkId],
    ['mainnet', solana.caipNetworkId],
    ['solana:mainnet', solana.caipNetworkId],
  ])('Chain ID %s is the network %s', (chainId, network) => {
    const parsed = parseSiwxMessage(createSignInMessageText({ ...fields, chainId }));
    expect(parsed).toEqual({
      namespace: 'solana',
      data: { accountAddress: address, chainId: network, domain: fields.domain, uri: fields.uri, version: '1', nonce: fields.nonce, issuedAt: fields.issuedAt, statement: fields.statement },
    });
  });

  test.each([
    ['no Chain ID', createSignInMessageText(fields)],
    ['no nonce', createSignInMessageText({ ...fields, chainId: 'mainnet', nonce: undefined })],
    ['a short nonce', createSignInMessageText({ ...fields, chainId: 'mainnet', nonce: 'abc' })],
    ['no Issued At', createSignInMessageText({ ...fields, chainId: 'mainnet', issuedAt: undefined })],
    ['a bad time', createSignInMessageText({ ...fields, chainId: 'mainnet', expirationTime: 'tomorrow' })],
    ['a bad address', createSignInMessageText({ ...fields, chainId: 'mainnet', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' })],
    ['trailing text', `${createSignInMessageText({ ...fields, chainId: 'mainnet' })}\nhello`],
    ['fields out of order (CAIP-122 example)', caip122SolanaExample()],
  ])('refuses %s', (_name, text) => {
    expect(parseSiwxMessage(text)).toBeUndefined();
  });
});

function caip122SolanaExample(): string {
  const examples = Object.fromEntries(siweVectors<unknown>('spec-examples.json')) as { caip122_examples: Array<{ name: string; message?: string }> };
  const example = examples.caip122_examples.find((entry) => entry.name === 'caip-122 Solana plain-text example');
  if (example?.message === undefined) throw new Error('spec-examples.json has no Solana plain-text example');
  return example.message;
}

// --- property: what createSiweMessage writes parses back to the same fields ---
const SEED = 0x5_1e;
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,8}$/), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined })).map(
  ([labels, tld, port]) => `${[...labels, tld].join('.')}${port === undefined ? '' : `:${port}`}`,
);
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms));
const statement = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => !text.includes('\n') && !text.includes('\r') && text.trim() === text && text.length > 0);
const fieldsArbitrary = fc.record(
  {
    address: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
    chainId: fc.integer({ min: 1, max: 2 ** 40 }),
    domain,
    nonce: fc.array(alnum, { minLength: 8, maxLength: 32 }).map((chars) => chars.join('')),
    uri: domain.map((host) => `https://${host}/login`),
    version: fc.constant('1' as const),
    issuedAt: instant,
    statement: fc.option(statement, { nil: undefined }),
    expirationTime: fc.option(instant, { nil: undefined }),
    notBefore: fc.option(instant, { nil: undefined }),
    requestId: fc.option(fc.array(alnum, { minLength: 1, maxLength: 16 }).map((chars) => chars.join('')), { nil: undefined }),
    resources: fc.option(fc.array(domain.map((host) => `https://${host}/r`), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  },
  { requiredKeys: ['address', 'chainId', 'domain', 'nonce', 'uri', 'version', 'issuedAt'] },
);

test('property: a message createSiweMessage writes parses back to the same fields', () => {
  fc.assert(
    fc.property(fieldsArbitrary, (fields) => {
      const parsed = parseSiwxMessage(createSiweMessage(fields));
      expect(parsed?.data).toEqual({
        accountAddress: fields.address,
        chainId: `eip155:${fields.chainId}`,
        domain: fields.domain,
        uri: fields.uri,
        version: '1',
        nonce: fields.nonce,
        issuedAt: fields.issuedAt.toISOString(),
        ...(fields.statement === undefined ? {} : { statement: fields.statement }),
        ...(fields.expirationTime === undefined ? {} : { expirationTime: fields.expirationTime.toISOString() }),
        ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore.toISOString() }),
        ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
        ...(fields.resources === undefined ? {} : { resources: fields.resources }),
      });
    }),
    { seed: SEED, numRuns: 2000 },
  );
});
