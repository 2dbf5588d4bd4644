/**
 * @jest-environment jsdom
 */
// The frame's allowed-origins loader (services/frame/src): the services API may be down when the frame loads (M8).
import { createAllowedOrigins } from '../../../frame/src/createAllowedOrigins';

const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const down = () => Promise.reject(new TypeError('fetch failed'));

afterEach(() => {
  jest.restoreAllMocks();
});

test('retries with backoff when the API is down at load, then keeps the list', async () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
    .mockImplementationOnce(down)
    .mockImplementationOnce(down)
    .mockResolvedValue(ok({ allowedOrigins: ['http://127.0.0.1:3000'] }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const waits: number[] = [];
  const origins = createAllowedOrigins('foyer-demo', () => {}, async (ms) => void waits.push(ms));
  await expect(origins.get()).resolves.toEqual(['http://127.0.0.1:3000']);
  expect(waits).toEqual([250, 1_000]);
  await origins.get();
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('still down after every retry: fails closed now, and the next request tries again', async () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>().mockImplementation(down);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const warn = jest.fn();
  const origins = createAllowedOrigins('foyer-demo', warn, async () => undefined);
  await expect(origins.get()).resolves.toEqual([]);
  expect(warn).toHaveBeenCalledWith('cannot load the allowed origins', expect.any(TypeError));
  fetchMock.mockResolvedValue(ok({ allowedOrigins: ['http://localhost:3000'] }));
  await expect(origins.get()).resolves.toEqual(['http://localhost:3000']);
});
