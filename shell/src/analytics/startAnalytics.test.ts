import { accountConnected, accountDisconnected, alertDismissed, connectingFailed, modalClosed, modalOpened, toastShown } from '@foyer/kernel';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API_URL } from '@foyer/kernel/test';
import { makeShellTestStore } from '../test-utils/makeShellTestStore.js';
import { isAnalyticsOptedIn } from './isAnalyticsOptedIn.js';
import { startAnalytics } from './startAnalytics.js';

type Sent = { search: URLSearchParams; body: { eventId: string; url: string; domain: string; timestamp: number; props: Record<string, unknown> } };

const server = setupServer();
let sent: Sent[] = [];
let configRequests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve({ enabled = true, status = 204 }: { enabled?: boolean; status?: number } = {}) {
  sent = [];
  configRequests = 0;
  server.use(
    http.get(`${TEST_API_URL}/getAnalyticsConfig`, () => {
      configRequests += 1;
      return HttpResponse.json({ isAnalyticsEnabled: enabled });
    }),
    http.post(`${TEST_API_URL}/e`, async ({ request }) => {
      sent.push({ search: new URL(request.url).searchParams, body: JSON.parse(await request.text()) as Sent['body'] });
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ error: { code: 'ORIGIN_NOT_ALLOWED', message: 'no' } }, { status });
    }),
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('telemetry is opt-in', () => {
  test('only an explicit features.analytics === true counts; basic mode never sends', () => {
    expect(isAnalyticsOptedIn({})).toBe(false);
    expect(isAnalyticsOptedIn({ features: {} })).toBe(false);
    expect(isAnalyticsOptedIn({ features: { analytics: false } })).toBe(false);
    expect(isAnalyticsOptedIn({ features: { analytics: true } })).toBe(true);
    expect(isAnalyticsOptedIn({ features: { analytics: true }, basic: true })).toBe(false);
  });
});

describe('given the host opted in', () => {
  test('sends modal open/close events with projectId, st, sv and the spec §7 body', async () => {
    serve();
    const store = makeShellTestStore();
    const stop = startAnalytics(store);
    await waitFor(() => expect(configRequests).toBe(1));
    await flush();
    store.dispatch(modalOpened());
    store.dispatch(modalClosed());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((item) => item.body.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    expect(Object.fromEntries(sent[0]!.search)).toEqual({ projectId: 'test-project', st: 'foyer', sv: expect.stringMatching(/^foyer-react-/) });
    expect(sent[0]!.body).toEqual({
      eventId: expect.any(String),
      url: `${location.origin}${location.pathname}`,
      domain: location.hostname,
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN' },
    });
    stop();
  });

  test('nothing is sent when the project has analytics off', async () => {
    serve({ enabled: false });
    const store = makeShellTestStore();
    const stop = startAnalytics(store);
    await waitFor(() => expect(configRequests).toBe(1));
    await flush();
    store.dispatch(modalOpened());
    store.dispatch(toastShown({ variant: 'error', message: 'Connection rejected' }));
    await flush();
    expect(sent).toEqual([]);
    stop();
  });

  test('a burst of 50 errors sends at most 5 reports in 60 s, then more after the window (fake clock)', async () => {
    serve();
    let now = 1_000_000;
    const store = makeShellTestStore();
    const stop = startAnalytics(store, { now: () => now });
    await waitFor(() => expect(configRequests).toBe(1));
    await flush();
    for (let index = 0; index < 50; index += 1) {
      store.dispatch(toastShown({ variant: 'error', message: `Failure ${index}` }));
      now += 1_000; // 50 errors over 50 s
    }
    await flush();
    expect(sent).toHaveLength(5);
    expect(sent[0]!.body.props).toEqual({ type: 'error', event: 'ERROR', errorType: 'Toast', errorMessage: 'Failure 0' });
    now = 1_000_000 + 60_000; // the first report leaves the window
    store.dispatch(toastShown({ variant: 'error', message: 'Later' }));
    await flush();
    expect(sent).toHaveLength(6);
    stop();
  });

  test("a 403 shows 'Invalid App Configuration' once and stops sending", async () => {
    serve({ status: 403 });
    const store = makeShellTestStore();
    const stop = startAnalytics(store);
    await waitFor(() => expect(configRequests).toBe(1));
    await flush();
    store.dispatch(modalOpened());
    store.dispatch(modalClosed());
    await waitFor(() => expect(store.getState().alert.current?.shortMessage).toBe('Invalid App Configuration'));
    store.dispatch(alertDismissed());
    const count = sent.length;
    store.dispatch(modalOpened());
    store.dispatch(toastShown({ variant: 'error', message: 'x' }));
    await flush();
    expect(sent).toHaveLength(count);
    expect(count).toBeLessThanOrEqual(2);
    expect(store.getState().alert.current).toBeNull();
    expect(store.getState().alert.shownCodes.filter((code) => code === 'INVALID_APP_CONFIGURATION')).toHaveLength(1);
    stop();
  });
});

test('connect success, connect error and disconnect are events; an account change is not a second connect', async () => {
  serve();
  const store = makeShellTestStore();
  const stop = startAnalytics(store);
  await waitFor(() => expect(configRequests).toBe(1));
  await flush();
  const address = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
  store.dispatch(connectingFailed({ connectorId: 'io.metamask', status: 'rejected', error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' } }));
  store.dispatch(accountConnected({ connectorId: 'io.metamask', caipAddress: address }));
  store.dispatch(accountConnected({ connectorId: 'io.metamask', caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }));
  store.dispatch(accountDisconnected());
  await waitFor(() => expect(sent).toHaveLength(3));
  await flush();
  expect(sent.map((item) => item.body.props)).toEqual([
    { type: 'track', event: 'CONNECT_ERROR', properties: { connector: 'io.metamask', status: 'rejected' } },
    { type: 'track', event: 'CONNECT_SUCCESS', properties: { connector: 'io.metamask' } },
    { type: 'track', event: 'DISCONNECT_SUCCESS' },
  ]);
  stop();
});
