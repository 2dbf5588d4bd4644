import fc from 'fast-check';
import { allowedOriginsSchema } from '../api/allowedOriginsSchema.js';
import { analyticsConfigSchema } from '../api/analyticsConfigSchema.js';
import { balanceResponseSchema } from '../api/balanceResponseSchema.js';
import { fungiblePriceSchema } from '../api/fungiblePriceSchema.js';
import { historyResponseSchema } from '../api/historyResponseSchema.js';
import { nftsResponseSchema } from '../api/nftsResponseSchema.js';
import { projectConfigSchema } from '../api/projectConfigSchema.js';
import { walletsPageSchema } from '../api/walletsPageSchema.js';
import { InvalidTypeError, RequiredError } from '../errors/schema.js';
import { identitySchema, nameLookupSchema, registeredNameSchema, reverseSchema, suggestionsSchema } from '../names/profileResponseSchemas.js';
import {
  onrampOptionsSchema,
  onrampProvidersSchema,
  onrampPurchaseSchema,
  onrampPurchasesSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
} from '../onramp/onrampResponseSchemas.js';
import { allowanceSchema, convertQuotesSchema, convertTokensSchema, convertTransactionSchema, gasPriceSchema } from '../swaps/convertResponseSchemas.js';
import { fuzzParameters } from '../test/fuzz.js';
import { anyString } from '../test-utils/addressArbitraries.js';
import { array, boolean, nullable, number, object, string } from './guards.js';
import { isSafeWalletLink } from './isSafeWalletLink.js';
import { responseSchema, type ResponseSchema } from './responseSchema.js';

const MESSAGE = /^(Required|Expected [a-z]+, received [a-z]+)$/;

describe('schema guards', () => {
  const check = object({ name: string, amount: number, tags: array(string), flag: nullable(boolean), nested: object({ id: string }) });
  const valid = fc.record({
    name: fc.string(),
    amount: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((amount) => !Object.is(amount, -0)), // JSON writes -0 as 0
    tags: fc.array(fc.string(), { maxLength: 4 }),
    flag: fc.oneof(fc.boolean(), fc.constant(null)),
    nested: fc.record({ id: fc.string() }),
  });

  test('property: a value of the shape is returned field for field (extra keys dropped), and survives a JSON round trip', () => {
    fc.assert(
      fc.property(valid, fc.dictionary(fc.string(), fc.integer(), { maxKeys: 3 }), (value, extra) => {
        const expected = { ...value, flag: value.flag ?? null };
        expect(check({ ...extra, ...value }, '')).toEqual(expected);
        expect(check(JSON.parse(JSON.stringify(value)), '')).toEqual(expected);
      }),
      fuzzParameters(),
    );
  });

  test('property: any other value throws RequiredError or InvalidTypeError only, with a spec §5 message and its path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.tuple(valid, fc.record({ tags: fc.anything(), nested: fc.anything() }, { requiredKeys: [] })).map(([value, broken]) => ({ ...value, ...broken }))), (value) => {
        try {
          check(value, 'body');
        } catch (error) {
          expect(error instanceof RequiredError || error instanceof InvalidTypeError).toBe(true);
          expect((error as RequiredError).shortMessage).toMatch(MESSAGE);
          expect((error as RequiredError).path).toMatch(/^body/);
        }
      }),
      fuzzParameters(),
    );
  });

  const schemas: [string, ResponseSchema<unknown>][] = Object.entries({
    allowedOriginsSchema,
    analyticsConfigSchema,
    balanceResponseSchema,
    fungiblePriceSchema,
    historyResponseSchema,
    nftsResponseSchema,
    projectConfigSchema,
    walletsPageSchema,
    identitySchema,
    nameLookupSchema,
    registeredNameSchema,
    reverseSchema,
    suggestionsSchema,
    onrampOptionsSchema,
    onrampProvidersSchema,
    onrampPurchaseSchema,
    onrampPurchasesSchema,
    onrampQuoteSchema,
    onrampUrlSchema,
    allowanceSchema,
    convertQuotesSchema,
    convertTokensSchema,
    convertTransactionSchema,
    gasPriceSchema,
    guardsSchema: responseSchema((value) => check(value, '')),
  }) as [string, ResponseSchema<unknown>][];

  test('property: every service response schema answers a value or one issue for any JSON or JS value, never throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.anything({ maxDepth: 3 })), ([, schema], value) => {
        const result = schema['~standard'].validate(value);
        if (result.issues === undefined) return;
        expect(result.issues).toHaveLength(1);
        expect(typeof result.issues[0]?.message).toBe('string');
      }),
      fuzzParameters(),
    );
  });
});

describe('isSafeWalletLink', () => {
  const REFUSED = ['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'ws', 'wss', 'ftp'];
  const scheme = fc.oneof(fc.constantFrom(...REFUSED, 'http', 'https', 'metamask', 'rainbow', 'wc'), fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/));
  /** Links near the dangerous ones: schemes in random case, with whitespace or control characters spliced in, any rest. */
  const link = fc.oneof(
    fc
      .tuple(fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0', '\u200b'), scheme, fc.nat({ max: 12 }), fc.constantFrom('', '\t', '\n', '\r', ' ', '\u0000'), fc.constantFrom(':', '://', ':%2F%2F', ''), fc.oneof(fc.webAuthority(), anyString(40)), fc.webPath())
      .map(([lead, name, at, splice, colon, authority, rest]) => {
        const mixed = [...name].map((char, index) => (index % 2 === 0 ? char.toUpperCase() : char)).join('');
        const spliced = mixed.slice(0, at) + splice + mixed.slice(at);
        return `${lead}${spliced}${colon}${authority}${rest}`;
      }),
    fc.webUrl(),
    anyString(),
  );

  test('property: never throws, and a link it accepts never opens a refused scheme, nor plain http off loopback', () => {
    fc.assert(
      fc.property(link, (value) => {
        if (!isSafeWalletLink(value)) return;
        let url: URL | undefined;
        try {
          url = new URL(value);
        } catch {
          return; // a bare custom scheme (`rainbow`): not a URL the browser would open as such
        }
        const protocol = url.protocol.slice(0, -1);
        expect(REFUSED).not.toContain(protocol);
        if (protocol === 'http') expect(['127.0.0.1', 'localhost', '[::1]']).toContain(url.hostname);
      }),
      fuzzParameters(),
    );
  });
});
