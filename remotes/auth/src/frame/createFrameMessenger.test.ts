import { FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, FRAME_Z_INDEX, type AlertCode } from '@foyer/kernel';
import { buildFrameUrl } from '@foyer/kernel/frame';
import { createFrameMessenger, type FrameMessenger } from './createFrameMessenger';
import { FrameRequestError } from './FrameRequestError';
import fr from '../locales/fr';
import { messages } from '../messages';

const SECURE_SITE = 'http://127.0.0.1:46020';
const URL = buildFrameUrl({ secureSiteUrl: SECURE_SITE, projectId: 'p', chainId: 'eip155:31337', version: 'v' });

type Harness = {
  messenger: FrameMessenger;
  iframe: HTMLIFrameElement;
  posted: { type: string; id: string; payload: unknown }[];
  alerts: AlertCode[];
  warn: jest.Mock;
  fromFrame(data: unknown, options?: { origin?: string; source?: MessageEventSource | null }): void;
  ready(): Promise<void>;
};

function setUp(): Harness {
  const alerts: AlertCode[] = [];
  const warn = jest.fn();
  const messenger = createFrameMessenger({
    url: URL,
    logger: { warn, error: jest.fn() },
    onAlert: (code) => alerts.push(code),
  });
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
  if (!iframe?.contentWindow) throw new Error('no iframe');
  const posted: Harness['posted'] = [];
  jest.spyOn(iframe.contentWindow, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as Harness['posted'][number]);
  });
  const fromFrame: Harness['fromFrame'] = (data, { origin = SECURE_SITE, source = iframe.contentWindow } = {}) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  };
  return {
    messenger,
    iframe,
    posted,
    alerts,
    warn,
    fromFrame,
    ready: async () => {
      fromFrame({ type: '@w3m-frame/READY' });
      await flush();
    },
  };
}

async function flush(): Promise<void> {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}

let harness: Harness;
afterEach(() => {
  harness?.messenger.destroy();
  jest.useRealTimers();
});

test('loads the frame page of spec §7 in a hidden iframe', () => {
  harness = setUp();
  expect(harness.iframe.src).toBe(URL);
  expect(harness.iframe.style.opacity).toBe('0');
  harness.messenger.setVisible(true);
  expect(harness.iframe.style.zIndex).toBe(String(FRAME_Z_INDEX));
  harness.messenger.setVisible(false);
  expect(harness.iframe.style.opacity).toBe('0');
});

test('sends a request once the frame is ready and resolves with the matching answer', async () => {
  harness = setUp();
  const answer = harness.messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' });
  await flush();
  expect(harness.posted).toEqual([]);
  await harness.ready();
  expect(harness.posted).toEqual([
    { type: '@w3m-app/CONNECT_EMAIL', id: expect.any(String), payload: { email: 'ada@example.com' } },
  ]);
  const id = harness.posted[0]?.id;
  harness.fromFrame({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' } });
  await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' });
});

describe('given a message from another origin', () => {
  it('is ignored: the request stays pending and the real answer still counts', async () => {
    harness = setUp();
    await harness.ready();
    const answer = harness.messenger.request('IS_CONNECTED', {});
    await flush();
    const id = harness.posted[0]?.id;
    const settled = jest.fn();
    answer.then(settled, settled);
    harness.fromFrame(
      { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } },
      { origin: 'http://evil.test' },
    );
    await flush();
    expect(settled).not.toHaveBeenCalled();
    expect(harness.warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.test'));
    harness.fromFrame({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: false } });
    await expect(answer).resolves.toEqual({ isConnected: false });
  });

  it('ignores a READY from another origin or another window', async () => {
    harness = setUp();
    const answer = harness.messenger.request('IS_CONNECTED', {});
    harness.fromFrame({ type: '@w3m-frame/READY' }, { origin: 'http://evil.test' });
    harness.fromFrame({ type: '@w3m-frame/READY' }, { source: window });
    await flush();
    expect(harness.posted).toEqual([]);
    await harness.ready();
    expect(harness.posted).toHaveLength(1);
    void answer.catch(() => {});
  });
});

test('a message that fails the schema is ignored with a warning', async () => {
  harness = setUp();
  await harness.ready();
  const answer = harness.messenger.request('GET_CHAIN_ID', {});
  await flush();
  const id = harness.posted[0]?.id;
  harness.fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: { evil: true } } });
  harness.fromFrame('not an object');
  await flush();
  expect(harness.warn).toHaveBeenCalledTimes(2);
  expect(harness.warn).toHaveBeenCalledWith('Ignored an invalid message from the embedded wallet.');
  harness.fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 'eip155:31337' } });
  await expect(answer).resolves.toEqual({ chainId: 'eip155:31337' });
});

test('an answer of another request type does not settle the request', async () => {
  harness = setUp();
  await harness.ready();
  const answer = harness.messenger.request('IS_CONNECTED', {});
  await flush();
  const id = harness.posted[0]?.id;
  harness.fromFrame({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id, payload: {} });
  harness.fromFrame({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } });
  await expect(answer).resolves.toEqual({ isConnected: true });
});

test('an _ERROR answer rejects with the frame message; ORIGIN_NOT_ALLOWED raises its alert', async () => {
  harness = setUp();
  await harness.ready();
  const answer = harness.messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' });
  await flush();
  harness.fromFrame({
    type: '@w3m-frame/CONNECT_EMAIL_ERROR',
    id: harness.posted[0]?.id,
    payload: { message: 'Origin Not Allowed', code: 'ORIGIN_NOT_ALLOWED' },
  });
  await expect(answer).rejects.toMatchObject({ shortMessage: 'Origin Not Allowed', frameCode: 'ORIGIN_NOT_ALLOWED' });
  expect(harness.alerts).toEqual(['ORIGIN_NOT_ALLOWED']);
});

test('an _ERROR answer without a message gets the default frame message', async () => {
  harness = setUp();
  await harness.ready();
  const answer = harness.messenger.request('SIGN_OUT', {});
  await flush();
  harness.fromFrame({ type: '@w3m-frame/SIGN_OUT_ERROR', id: harness.posted[0]?.id, payload: { message: '' } });
  await expect(answer).rejects.toMatchObject({ shortMessage: 'An error occurred' });
});

test('a session expiry reported by the frame raises Session Expired', async () => {
  harness = setUp();
  await harness.ready();
  harness.fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { isConnected: false, reason: 'SESSION_EXPIRED' } });
  expect(harness.alerts).toEqual(['SESSION_EXPIRED']);
});

describe('time-outs', () => {
  it('rejects a connect request after 120 s with the time-out alert', async () => {
    jest.useFakeTimers();
    harness = setUp();
    await harness.ready();
    const answer = harness.messenger.request('CONNECT_OTP', { otp: '123456' });
    const outcome = answer.catch((error: unknown) => error);
    await flush();
    jest.advanceTimersByTime(FRAME_REQUEST_TIMEOUT_MS - 1);
    expect(harness.alerts).toEqual([]);
    jest.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(FrameRequestError);
    expect(error).toMatchObject({ shortMessage: 'Embedded Wallet Request Timed Out', frameCode: 'TIMEOUT' });
    expect(harness.alerts).toEqual(['IFRAME_REQUEST_TIMEOUT']);
  });

  it('never times out an RPC request (the user may take long to approve and the node to answer)', async () => {
    jest.useFakeTimers();
    harness = setUp();
    await harness.ready();
    const answer = harness.messenger.request('RPC_REQUEST', { method: 'eth_chainId' });
    await flush();
    jest.advanceTimersByTime(FRAME_REQUEST_TIMEOUT_MS * 3);
    expect(harness.alerts).toEqual([]);
    harness.fromFrame({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: harness.posted[0]?.id, payload: { result: '0x7a69' } });
    await expect(answer).resolves.toEqual({ result: '0x7a69' });
  });

  it('fails every request when the frame is not ready after 20 s', async () => {
    jest.useFakeTimers();
    harness = setUp();
    const answer = harness.messenger.request('IS_CONNECTED', {});
    const outcome = answer.catch((error: unknown) => error);
    jest.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ shortMessage: 'Network Error - Could not load embedded wallet', frameCode: 'LOAD_FAILED' });
    expect(harness.alerts).toEqual(['IFRAME_LOAD_FAILED']);
    expect(harness.posted).toEqual([]);
  });
});

test('destroy removes the iframe and rejects pending requests', async () => {
  harness = setUp();
  await harness.ready();
  const answer = harness.messenger.request('IS_CONNECTED', {});
  await flush();
  harness.messenger.destroy();
  await expect(answer).rejects.toBeInstanceOf(FrameRequestError);
  expect(document.querySelector('iframe[data-foyer-frame]')).toBeNull();
});

describe('the approval shown by the frame', () => {
  it('passes APPROVAL_SHOWN from the frame on, and ignores a forged one from another origin', async () => {
    const shown = jest.fn();
    const messenger = createFrameMessenger({ url: URL, logger: { warn: jest.fn(), error: jest.fn() }, onAlert: () => {}, onApprovalShown: shown });
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
    const event = { type: '@w3m-frame/APPROVAL_SHOWN', payload: { id: '3b241101-e2bb-4255-8caf-4136c566a962', method: 'personal_sign', shown: true } };
    window.dispatchEvent(new MessageEvent('message', { data: event, origin: 'http://127.0.0.1:4000', source: iframe?.contentWindow ?? null }));
    expect(shown).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: event, origin: SECURE_SITE, source: iframe?.contentWindow ?? null }));
    expect(shown).toHaveBeenCalledWith(event);
    messenger.destroy();
  });

  it('place() draws the iframe over the given area above everything, and hides it again', () => {
    harness = setUp();
    harness.messenger.place({ top: 80, left: 460, width: 360, height: 480 });
    expect(harness.iframe.style.position).toBe('fixed');
    expect(harness.iframe.style.top).toBe('80px');
    expect(harness.iframe.style.width).toBe('360px');
    expect(harness.iframe.style.zIndex).toBe(String(FRAME_Z_INDEX));
    expect(harness.iframe.getAttribute('aria-hidden')).toBe('false');
    harness.messenger.place(null);
    expect(harness.iframe.style.width).toBe('0px');
    expect(harness.iframe.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the iframe with the approval window message, in the language of the moment it is shown', () => {
    harness = setUp();
    expect(harness.iframe.title).toBe(messages.approveTransaction.frameLabel);
    const english = messages.approveTransaction.frameLabel;
    // The shell writes a language's catalogue into the live messages object (setLocale after the frame loaded).
    messages.approveTransaction.frameLabel = fr.approveTransaction.frameLabel;
    try {
      harness.messenger.place({ top: 0, left: 0, width: 360, height: 480 });
      expect(harness.iframe.title).toBe('Fenêtre d’approbation sécurisée');
    } finally {
      messages.approveTransaction.frameLabel = english;
    }
  });
});
