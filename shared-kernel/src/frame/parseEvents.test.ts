import { readVector } from '../test-utils/readVector.js';
import { APP_EVENT, FRAME_EVENT, FRAME_REQUEST_NAMES } from './eventTypes.js';
import { parseAppEvent } from './parseAppEvent.js';
import { parseFrameEvent } from './parseFrameEvent.js';

type Vectors = {
  app_to_frame_types: string[];
  frame_to_app_types: string[];
  adversarial_ours: { case: string; message?: unknown }[];
};
const vectors = readVector<Vectors>('frame-messages/frame-messages.json');
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('frame protocol names', () => {
  // Left out on purpose: AWAIT_UPDATE_EMAIL, and the two requests that carried the e-mail change's codes from the host
  // page (security review 2, N2): the change is typed and confirmed in the frame's own document.
  const LEFT_OUT = ['AWAIT_UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'];

  test('every request name is an AppKit app event (AWAIT_UPDATE_EMAIL and the code-carrying e-mail requests are left out)', () => {
    expect(vectors.app_to_frame_types.filter((type) => !Object.values(APP_EVENT).includes(type as never))).toEqual(LEFT_OUT.map((name) => `@w3m-app/${name}`));
    expect(FRAME_REQUEST_NAMES).toHaveLength(vectors.app_to_frame_types.length - LEFT_OUT.length);
  });

  test('the frame answers with exactly the AppKit frame event names of its requests, plus our APPROVAL_SHOWN', () => {
    const ours = Object.values(FRAME_EVENT).filter((type) => type !== FRAME_EVENT.APPROVAL_SHOWN);
    const leftOut = (type: string) => LEFT_OUT.some((name) => type === `@w3m-frame/${name}_SUCCESS` || type === `@w3m-frame/${name}_ERROR`);
    expect(ours.sort()).toEqual(vectors.frame_to_app_types.filter((type) => !leftOut(type)).sort());
  });

  test.each(['UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])('a host page posting %s gets nothing through to the frame (N2)', (name) => {
    expect(parseAppEvent({ type: `@w3m-app/${name}`, id: ID, payload: { otp: '123456' } })).toBeUndefined();
  });

  test('UPDATE_EMAIL carries no address from the host page: the user types it in the frame (N2)', () => {
    expect(parseAppEvent({ type: APP_EVENT.UPDATE_EMAIL, id: ID, payload: { email: 'attacker@evil.example' } })).toEqual({
      type: '@w3m-app/UPDATE_EMAIL',
      id: ID,
      payload: {},
    });
  });
});

describe('parseAppEvent', () => {
  test('accepts a valid request and drops unknown keys', () => {
    const parsed = parseAppEvent({ type: APP_EVENT.CONNECT_EMAIL, id: ID, payload: { email: 'ada@example.com', extra: 1 }, x: 2 });
    expect(parsed).toEqual({ type: '@w3m-app/CONNECT_EMAIL', id: ID, payload: { email: 'ada@example.com' } });
  });

  test.each([
    ['no id', { type: APP_EVENT.GET_USER, payload: {} }],
    ['short id', { type: APP_EVENT.GET_USER, id: '1', payload: {} }],
    ['bad email', { type: APP_EVENT.CONNECT_EMAIL, id: ID, payload: { email: 'nope' } }],
    ['5-digit otp', { type: APP_EVENT.CONNECT_OTP, id: ID, payload: { otp: '12345' } }],
    ['farcaster is not a popup provider', { type: APP_EVENT.GET_SOCIAL_REDIRECT_URI, id: ID, payload: { provider: 'farcaster' } }],
    ['frame event sent as app event', { type: FRAME_EVENT.READY, id: ID }],
    ['near-miss type', { type: 'x@w3m-app/GET_USER', id: ID, payload: {} }],
    ['JSON string', JSON.stringify({ type: APP_EVENT.GET_USER, id: ID, payload: {} })],
    ['array', [APP_EVENT.GET_USER]],
    ['null', null],
    ['oversized', { type: APP_EVENT.RPC_REQUEST, id: ID, payload: { method: 'eth_call', params: ['x'.repeat(5_000_000)] } }],
  ])('rejects %s', (_name, data) => {
    expect(parseAppEvent(data)).toBeUndefined();
  });
});

describe('parseFrameEvent', () => {
  test('accepts READY, a success and an error answer', () => {
    expect(parseFrameEvent({ type: FRAME_EVENT.READY })).toEqual({ type: '@w3m-frame/READY' });
    expect(parseFrameEvent({ type: FRAME_EVENT.CONNECT_EMAIL_SUCCESS, id: ID, payload: { action: 'VERIFY_OTP' } })).toEqual({
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      id: ID,
      payload: { action: 'VERIFY_OTP' },
    });
    expect(parseFrameEvent({ type: FRAME_EVENT.GET_USER_ERROR, id: ID, payload: { message: 'x', code: 'NOT_CONNECTED' } })).toBeDefined();
  });

  test.each(vectors.adversarial_ours.filter((c) => c.message !== undefined).map((c) => [c.case, c.message] as const))(
    'adversarial: %s does not throw',
    (_name, message) => {
      expect(() => parseFrameEvent(message)).not.toThrow();
    },
  );

  test('APPROVAL_SHOWN: parsed from the frame, refused as an app event, payload checked', () => {
    const shown = { type: FRAME_EVENT.APPROVAL_SHOWN, payload: { id: ID, method: 'personal_sign', shown: true } };
    expect(parseFrameEvent(shown)).toEqual(shown);
    expect(parseAppEvent({ ...shown, id: ID })).toBeUndefined();
    expect(parseFrameEvent({ ...shown, payload: { id: ID, method: 'personal_sign' } })).toBeUndefined();
    expect(parseFrameEvent({ ...shown, payload: { id: '1', method: 'personal_sign', shown: true } })).toBeUndefined();
  });

  test('rejects non-string type, near-miss type, JSON strings and answers without id', () => {
    expect(parseFrameEvent({ type: ['@w3m-frame/READY'] })).toBeUndefined();
    expect(parseFrameEvent({ type: 'x@w3m-frame/READY' })).toBeUndefined();
    expect(parseFrameEvent('{"type":"@w3m-frame/READY"}')).toBeUndefined();
    expect(parseFrameEvent({ type: FRAME_EVENT.GET_USER_SUCCESS, payload: {} })).toBeUndefined();
  });

  test('a __proto__ payload key never mutates Object.prototype nor survives parsing', () => {
    const message = JSON.parse(
      `{"type":"@w3m-frame/GET_USER_SUCCESS","id":"${ID}","payload":{"address":"0x1","chainId":1,"__proto__":{"isAdmin":true}}}`,
    ) as unknown;
    const parsed = parseFrameEvent(message);
    expect(parsed).toEqual({ type: '@w3m-frame/GET_USER_SUCCESS', id: ID, payload: { address: '0x1', chainId: 1 } });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
