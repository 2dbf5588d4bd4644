import fc from 'fast-check';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import { anyString, stringOf } from '../test-utils/addressArbitraries.js';
import { APP_EVENT, FRAME_ERROR_CODES, FRAME_EVENT, FRAME_REQUEST_NAMES, MAX_FRAME_MESSAGE_CHARS, type FrameRequestName } from './eventTypes.js';
import { isOriginAllowed } from './isOriginAllowed.js';
import { isWithinMessageSize } from './isWithinMessageSize.js';
import { parseAppEvent } from './parseAppEvent.js';
import { parseFrameEvent } from './parseFrameEvent.js';
import { validateSendCalls, validateSendCallsParams } from './validateSendCalls.js';

// Payload arbitraries written from the protocol's description (README.md, spec §7), not from its zod schemas.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const text = (max = 60) => fc.string({ maxLength: max });
const email = fc
  .tuple(stringOf(`${LOWER}0123456789`, 1, 20), fc.constantFrom('', '.', '+', '_', '-'), stringOf(LOWER, 1, 12), stringOf(LOWER, 2, 6))
  .map(([name, sep, host, tld]) => `${name}${sep}${name}@${host}.${tld}`);
const otp = stringOf('0123456789', 6, 6);
const requestId = fc.oneof(fc.uuid(), stringOf(`${LOWER}0123456789-`, 8, 128));
const chainId = fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.constantFrom('eip155:31337', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'));
const accountType = fc.constantFrom('eoa', 'smartAccount');
const json = fc.jsonValue({ maxDepth: 3 });
const user = fc.record(
  {
    email: fc.option(email, { nil: null }),
    address: text(),
    chainId,
    accounts: fc.array(fc.record({ namespace: fc.constantFrom('eip155', 'solana'), address: text(), type: accountType }, { requiredKeys: ['address', 'type'] }), { maxLength: 8 }),
    userName: fc.option(text(), { nil: null }),
    preferredAccountType: accountType,
    smartAccountDeployed: fc.boolean(),
    socialProvider: fc.option(text(), { nil: null }),
  },
  { requiredKeys: ['address', 'chainId'] },
);
const empty = fc.constant({});
/** Theme variable names; a `__proto__` key is dropped by the record schema (checked below), so none is generated here. */
const variableName = text(64).filter((name) => name !== '__proto__');

const protocol: { [Name in FrameRequestName]: { request: fc.Arbitrary<object>; success: fc.Arbitrary<object> } } = {
  CONNECT_EMAIL: { request: fc.record({ email }), success: fc.record({ action: fc.constantFrom('VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT') }) },
  CONNECT_DEVICE: { request: empty, success: empty },
  CONNECT_OTP: { request: fc.record({ otp }), success: empty },
  CONNECT_SOCIAL: { request: fc.record({ uri: fc.webUrl() }), success: user },
  CONNECT_FARCASTER: { request: empty, success: user },
  GET_USER: { request: fc.record({ chainId, preferredAccountType: accountType }, { requiredKeys: [] }), success: user },
  GET_SOCIAL_REDIRECT_URI: { request: fc.record({ provider: fc.constantFrom('google', 'github', 'apple', 'facebook', 'x', 'discord') }), success: fc.record({ uri: fc.webUrl() }) },
  GET_FARCASTER_URI: { request: empty, success: fc.record({ url: fc.webUrl() }) },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: { request: empty, success: fc.record({ isConnected: fc.boolean() }) },
  GET_CHAIN_ID: { request: empty, success: fc.record({ chainId }) },
  SWITCH_NETWORK: { request: fc.record({ chainId }), success: fc.record({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: empty, success: fc.record({ smartAccountEnabledNetworks: fc.array(fc.integer(), { maxLength: 64 }) }) },
  INIT_SMART_ACCOUNT: { request: empty, success: fc.record({ address: text(), isDeployed: fc.boolean() }) },
  SET_PREFERRED_ACCOUNT: { request: fc.record({ type: accountType }), success: fc.record({ type: accountType, address: text() }) },
  UPDATE_EMAIL: { request: empty, success: fc.record({ newEmail: email }) },
  SYNC_THEME: {
    request: fc.record(
      {
        themeMode: fc.constantFrom('light', 'dark'),
        themeVariables: fc.dictionary(variableName, fc.oneof(text(), fc.integer())),
        w3mThemeVariables: fc.dictionary(variableName, text()),
      },
      { requiredKeys: ['themeMode'] },
    ),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: fc.record(
      {
        metadata: fc.record({ name: text(), description: text(), url: fc.webUrl(), icons: fc.array(fc.webUrl(), { maxLength: 16 }) }),
        sdkVersion: text(),
        sdkType: text(),
        projectId: text(),
      },
      { requiredKeys: ['sdkVersion', 'sdkType', 'projectId'] },
    ),
    success: empty,
  },
  RELOAD: { request: empty, success: empty },
  RPC_REQUEST: {
    request: fc.record({ method: text(128), params: json, chainNamespace: fc.constantFrom('eip155', 'solana'), chainId }, { requiredKeys: ['method'] }),
    success: fc.record({ result: json }),
  },
  RPC_ABORT: { request: empty, success: empty },
};

const requestName = fc.constantFrom(...FRAME_REQUEST_NAMES);
const appEvent = requestName.chain((name) => fc.record({ type: fc.constant(APP_EVENT[name]), id: requestId, payload: protocol[name].request }));
const errorPayload = fc.record({ message: text(200), code: fc.constantFrom(...FRAME_ERROR_CODES) }, { requiredKeys: ['message'] });
const frameEvent = fc.oneof(
  requestName.chain((name) => fc.record({ type: fc.constant(FRAME_EVENT[`${name}_SUCCESS`]), id: requestId, payload: protocol[name].success })),
  requestName.chain((name) => fc.record({ type: fc.constant(FRAME_EVENT[`${name}_ERROR`]), id: requestId, payload: errorPayload })),
  fc.constant({ type: FRAME_EVENT.READY }),
  fc.record({ type: fc.constant(FRAME_EVENT.SESSION_UPDATE), payload: fc.record({ isConnected: fc.boolean(), reason: fc.constantFrom('SESSION_EXPIRED', 'SIGNED_OUT') }, { requiredKeys: ['isConnected'] }) }),
  fc.record({ type: fc.constant(FRAME_EVENT.APPROVAL_SHOWN), payload: fc.record({ id: requestId, method: text(128), shown: fc.boolean() }) }),
);

const KNOWN_TYPES = new Set<string>([...Object.values(APP_EVENT), ...Object.values(FRAME_EVENT)]);
const jsonRoundTrip = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

/** A message with one part broken: type near-missed, id dropped or too short, payload replaced or a field dropped. */
function broken(message: fc.Arbitrary<{ type: string; id?: string; payload?: object }>): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(message, fc.constantFrom('type', 'id', 'shortId', 'payload'), fc.oneof(anyString(30), fc.jsonValue())).map(([valid, part, junk]): Record<string, unknown> => {
    if (part === 'type') return { ...valid, type: `${valid.type}${JSON.stringify(junk)}x` };
    if (part === 'id') return 'id' in valid ? { type: valid.type, payload: valid.payload } : { ...valid, payload: junk };
    if (part === 'shortId') return 'id' in valid ? { ...valid, id: 'short' } : { ...valid, type: `x${valid.type}` };
    return { ...valid, payload: typeof junk === 'object' && junk !== null && !Array.isArray(junk) ? { ...junk, required: undefined } : junk };
  });
}

/** Arbitrary JSON and JS values, some dressed as messages: a known type with arbitrary id and payload. */
const anyMessage = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.record({ type: fc.constantFrom(...KNOWN_TYPES), id: fc.oneof(requestId, fc.anything()), payload: fc.anything() }, { requiredKeys: ['type'] }),
);

describe('widget -> frame messages (parseAppEvent)', () => {
  test('property: every message the protocol allows is accepted as is, and survives a JSON round trip', () => {
    fc.assert(
      fc.property(appEvent, (message) => {
        expect(parseAppEvent(message)).toEqual(message);
        expect(parseAppEvent(jsonRoundTrip(message))).toEqual(message);
      }),
      fuzzParameters(),
    );
  });

  test('property: arbitrary values never throw; what is accepted has a known type, an id and only the three keys, and parses again to itself', () => {
    fc.assert(
      fc.property(anyMessage, (data) => {
        const parsed = parseAppEvent(data);
        if (parsed === undefined) return;
        expect(Object.keys(parsed).sort()).toEqual(['id', 'payload', 'type']);
        expect(Object.values(APP_EVENT)).toContain(parsed.type);
        expect(parsed.id.length).toBeGreaterThanOrEqual(8);
        expect(parseAppEvent(jsonRoundTrip(parsed))).toEqual(parsed);
      }),
      fuzzParameters(),
    );
  });

  test('property: a message with a near-miss type, without its id or with a broken payload is refused', () => {
    fc.assert(
      fc.property(broken(appEvent), (data) => {
        const parsed = parseAppEvent(data);
        // An empty or all-optional payload may absorb junk keys (unknown keys are dropped): then it must equal the payload it dropped them from.
        if (parsed !== undefined) expect(jsonRoundTrip(parsed)).toEqual(parsed);
        if (typeof data.type === 'string' && !KNOWN_TYPES.has(data.type)) expect(parsed).toBeUndefined();
        if (!('id' in data) || data.id === 'short') expect(parsed).toBeUndefined();
      }),
      fuzzParameters(),
    );
  });
});

describe('frame -> widget messages (parseFrameEvent)', () => {
  test('property: every answer and notice the protocol allows is accepted as is, and survives a JSON round trip', () => {
    fc.assert(
      fc.property(frameEvent, (message) => {
        expect(parseFrameEvent(message)).toEqual(message);
        expect(parseFrameEvent(jsonRoundTrip(message))).toEqual(message);
      }),
      fuzzParameters(),
    );
  });

  test('property: arbitrary values never throw; what is accepted has a frame type and parses again to itself', () => {
    fc.assert(
      fc.property(anyMessage, (data) => {
        const parsed = parseFrameEvent(data);
        if (parsed === undefined) return;
        expect(Object.values(FRAME_EVENT)).toContain(parsed.type);
        expect(parseFrameEvent(jsonRoundTrip(parsed))).toEqual(parsed);
      }),
      fuzzParameters(),
    );
  });

  test('property: an answer with a near-miss type or without its id is refused', () => {
    fc.assert(
      fc.property(broken(frameEvent), (data) => {
        const parsed = parseFrameEvent(data);
        if (typeof data.type === 'string' && !KNOWN_TYPES.has(data.type)) expect(parsed).toBeUndefined();
        if (data.id === 'short') expect(parsed).toBeUndefined();
      }),
      fuzzParameters(),
    );
  });
});

test('a __proto__ theme variable never survives parsing', () => {
  const data = JSON.parse(`{"type":"${APP_EVENT.SYNC_THEME}","id":"00000000-0000-1000-8000-000000000000","payload":{"themeMode":"light","themeVariables":{"__proto__":{"polluted":1}}}}`) as unknown;
  expect(parseAppEvent(data)).toEqual({ type: APP_EVENT.SYNC_THEME, id: '00000000-0000-1000-8000-000000000000', payload: { themeMode: 'light', themeVariables: {} } });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('frame helpers', () => {
  test('property: isWithinMessageSize never throws and is the JSON length check', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), fc.integer({ min: 0, max: 200 }), (data, limit) => {
        let json: string | undefined;
        try {
          json = JSON.stringify(data);
        } catch {
          json = undefined;
        }
        expect(isWithinMessageSize(data, limit)).toBe(json !== undefined && json.length <= limit);
        expect(isWithinMessageSize(data)).toBe(json !== undefined && json.length <= MAX_FRAME_MESSAGE_CHARS);
      }),
      fuzzParameters(),
    );
  });

  test('property: validateSendCalls never throws and accepts exactly non-empty lists of calls whose to, data (and value) start with 0x', () => {
    const hexish = fc.oneof(fc.constant('0x'), stringOf('0123456789abcdef', 0, 10).map((digits) => `0x${digits}`), anyString(10), fc.anything());
    const call = fc.oneof(fc.record({ to: hexish, data: hexish, value: hexish }, { requiredKeys: [] }), fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.array(call, { maxLength: 4 }), fc.anything()), (calls) => {
        const expected =
          Array.isArray(calls) &&
          calls.length > 0 &&
          calls.every((entry) => {
            if (typeof entry !== 'object' || entry === null) return false;
            const { to, data, value } = entry as Record<string, unknown>;
            const prefixed = (field: unknown) => typeof field === 'string' && field.startsWith('0x');
            return prefixed(to) && prefixed(data) && (value === undefined || prefixed(value));
          });
        expect(validateSendCalls(calls).ok).toBe(expected);
        expect(validateSendCallsParams([{ calls }]).ok).toBe(expected);
      }),
      fuzzParameters(),
    );
  });

  test('property: isOriginAllowed never throws; an exact allowed origin matches itself, and a non-origin never matches', () => {
    const origin = fc
      .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
      .map(([scheme, host, port]) => new URL(`${scheme}://${host}${port === undefined ? '' : `:${port}`}`).origin);
    fc.assert(
      fc.property(origin, fc.oneof(origin, anyString(60), fc.anything()), fc.array(fc.oneof(origin, anyString(60)), { maxLength: 4 }), (page, other, patterns) => {
        expect(isOriginAllowed(page, [page])).toBe(true);
        expect(typeof isOriginAllowed(other, patterns)).toBe('boolean');
        expect(isOriginAllowed(other, [])).toBe(false);
        if (typeof other === 'string' && isOriginAllowed(other, patterns)) expect(new URL(other).origin).toBe(other);
      }),
      // Generating domains and parsing URLs costs about 0.3 ms a case: fewer cases keep the file in its time budget.
      fuzzParameters(FUZZ_SIGN_RUNS * 3),
    );
  });
});
