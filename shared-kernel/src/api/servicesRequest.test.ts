import { delay, http, HttpResponse } from 'msw';
import { SERVICES_REQUEST_TIMEOUT_MS } from '../constants.js';
import { RequestTimeoutError } from '../errors/http.js';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import { allowedOriginsSchema } from './allowedOriginsSchema.js';
import { catalogueApi } from './catalogueApi.js';
import { fetchServices } from './servicesRequest.js';

const server = setupServer();
const requests: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGINS = `${TEST_API_URL}/projects/v1/origins`;

/** What `fetchServices` and the `getAllowedOrigins` endpoint make of the same answer, and the URLs they asked. */
async function both() {
  const store = makeTestStore();
  const plain = await fetchServices(store.getState().services, '/projects/v1/origins', allowedOriginsSchema);
  const endpoint = await store.dispatch(catalogueApi.endpoints.getAllowedOrigins.initiate(undefined, { subscribe: false }));
  return { plain, endpoint: endpoint.error ? { error: endpoint.error } : { data: endpoint.data } };
}

test.each([
  ['an answer', () => HttpResponse.json({ allowedOrigins: ['http://127.0.0.1:3000'] })],
  ['a 4xx with a service error', () => HttpResponse.json({ error: { code: 'INVALID_PROJECT_ID', message: 'Unknown project' } }, { status: 403 })],
  ['a 5xx without a JSON body', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })],
  ['a 429 with another JSON shape', () => HttpResponse.json({ message: 'slow down' }, { status: 429 })],
  ['a malformed answer', () => HttpResponse.json({ allowedOrigins: { 0: 'x' } })],
])('%s: the same result as the RTK Query endpoint, from the same URL', async (_name, answer) => {
  server.use(http.get(ORIGINS, answer));
  const { plain, endpoint } = await both();
  expect(plain).toEqual(endpoint);
  expect(requests[0]?.href).toBe(requests[1]?.href);
});

test.each([
  ['a network failure', () => HttpResponse.error(), 'FETCH_ERROR'],
  ['an OK answer that is not JSON', () => new HttpResponse('not json', { status: 200 }), 'PARSING_ERROR'],
])('%s: the same status and code as the endpoint', async (_name, answer, code) => {
  server.use(http.get(ORIGINS, answer));
  const { plain, endpoint } = await both();
  expect(plain.error).toMatchObject({ status: code, code });
  expect(endpoint.error).toMatchObject({ status: code, code });
});

test('without a project id nothing is requested', async () => {
  const store = makeTestStore({ services: { projectId: null } });
  const result = await fetchServices(store.getState().services, '/projects/v1/origins', allowedOriginsSchema);
  expect(result.error).toEqual({ status: 'CONFIG_ERROR', code: 'MISSING_PROJECT_ID', message: 'Project ID Not Configured' });
  expect(requests).toHaveLength(0);
});

describe('given a services API that never answers (fault F8)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  test('fetchServices and the endpoint both fail with TIMEOUT_ERROR at SERVICES_REQUEST_TIMEOUT_MS, not before', async () => {
    server.use(http.get(ORIGINS, () => delay('infinite')));
    const store = makeTestStore();
    const settled: string[] = [];
    const plain = fetchServices(store.getState().services, '/projects/v1/origins', allowedOriginsSchema).finally(() => settled.push('plain'));
    const endpoint = store
      .dispatch(catalogueApi.endpoints.getAllowedOrigins.initiate(undefined, { subscribe: false }))
      .finally(() => settled.push('endpoint'));
    await jest.advanceTimersByTimeAsync(SERVICES_REQUEST_TIMEOUT_MS - 50);
    expect(settled).toEqual([]);
    await jest.advanceTimersByTimeAsync(100);
    const timedOut = { status: 'TIMEOUT_ERROR', code: 'TIMEOUT_ERROR', message: new RequestTimeoutError().shortMessage };
    expect((await plain).error).toEqual(timedOut);
    expect((await endpoint).error).toEqual(timedOut);
  });

  test('a body that never ends times out too', async () => {
    server.use(
      http.get(ORIGINS, () => {
        const body = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"allowedOrigins":[')) });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const store = makeTestStore();
    const plain = fetchServices(store.getState().services, '/projects/v1/origins', allowedOriginsSchema);
    await jest.advanceTimersByTimeAsync(SERVICES_REQUEST_TIMEOUT_MS + 50);
    expect((await plain).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});
