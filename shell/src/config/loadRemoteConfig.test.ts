/** @jest-environment node */
import { optionsConfigured, servicesConfigured, type Features, type RemoteFeatureConfig } from '@foyer/kernel';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore, type AppStore } from '../store/makeStore.js';
import type { Logger } from '../utils/createLogger.js';
import { loadRemoteConfig } from './loadRemoteConfig.js';

const API = 'https://catalogue.test';
const server = setupServer();
let requests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const features = (enabled: string[]): RemoteFeatureConfig[] =>
  (['email', 'socials', 'swaps', 'onramp', 'activity', 'multiWallet', 'receive', 'send', 'pay', 'names'] as const).map(
    (id) => ({ id, isEnabled: enabled.includes(id), config: null }),
  );

function serve({
  config = () => HttpResponse.json({ projectId: 'p', features: features(['receive']) }),
  origins = () => HttpResponse.json({ allowedOrigins: ['http://127.0.0.1:3000'] }),
}: { config?: () => Response; origins?: () => Response } = {}) {
  server.use(http.get(`${API}/appkit/v1/config`, config), http.get(`${API}/projects/v1/origins`, origins));
}

const stores: AppStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

function setup({ projectId = 'p', basic = false }: { projectId?: string | null; basic?: boolean } = {}) {
  const logger: Logger & { warn: jest.Mock; error: jest.Mock } = { enabled: true, warn: jest.fn(), error: jest.fn() };
  const store = makeStore({ extra: { logger } });
  stores.push(store);
  store.dispatch(servicesConfigured({ projectId, apiUrl: API }));
  store.dispatch(optionsConfigured({ ...store.getState().options, basic }));
  return { store, logger };
}

const errorBody = (status: number, code: string, message = 'failure') =>
  HttpResponse.json({ error: { code, message } }, { status });

describe('given the project config loads', () => {
  test('remote features override local ones, with one warning naming them', async () => {
    serve();
    const { store, logger } = setup();
    const local: Features = { receive: false, email: true, analytics: false };
    await store.dispatch(loadRemoteConfig(local));
    const { options } = store.getState();
    expect(options.remoteConfigStatus).toBe('loaded');
    expect(options.features).toMatchObject({ receive: true, email: false, send: false, analytics: false });
    expect(options.allowedOrigins).toEqual(['http://127.0.0.1:3000']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/email, receive were ignored/);
    expect(store.getState().alert.current).toBeNull();
  });

  test('sends projectId, st and sv with each request', async () => {
    let search: URLSearchParams | undefined;
    serve({
      config: () => HttpResponse.json({ projectId: 'p', features: [] }),
      origins: () => HttpResponse.json({ allowedOrigins: [] }),
    });
    server.events.on('request:start', ({ request }) => (search ??= new URL(request.url).searchParams));
    await setup().store.dispatch(loadRemoteConfig());
    expect(search?.get('projectId')).toBe('p');
    expect(search?.get('st')).toBe('foyer');
    expect(search?.get('sv')).toMatch(/^foyer-react-/);
  });

  test('no warning when no local feature was given', async () => {
    serve();
    const { store, logger } = setup();
    await store.dispatch(loadRemoteConfig());
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('given basic mode', () => {
  test('fetches nothing and enables no remote feature', async () => {
    serve();
    const { store, logger } = setup({ basic: true });
    await store.dispatch(loadRemoteConfig({ email: true }));
    expect(requests).toEqual([]);
    const { options } = store.getState();
    expect(options.remoteConfigStatus).toBe('basic');
    expect(options.features).toMatchObject({ email: false, socials: false, swaps: false, onramp: false, activity: false });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('alerts', () => {
  test('429 -> Rate Limited', async () => {
    serve({ config: () => errorBody(429, 'RATE_LIMITED'), origins: () => errorBody(429, 'RATE_LIMITED') });
    const { store } = setup();
    await store.dispatch(loadRemoteConfig());
    expect(store.getState().alert.current?.shortMessage).toBe('Rate Limited');
    expect(store.getState().options.allowedOrigins).toEqual([]);
  });

  test('5xx -> Server Error, with the message', async () => {
    serve({ origins: () => errorBody(503, 'NODE_UNREACHABLE', 'database unavailable') });
    const { store } = setup();
    await store.dispatch(loadRemoteConfig());
    const alert = store.getState().alert.current;
    expect(alert?.shortMessage).toBe('Server Error');
    expect(alert?.longMessage).toMatch(/database unavailable/);
  });

  test('403 unknown project -> Invalid Project ID, shown once; features fall back', async () => {
    serve({ config: () => errorBody(403, 'INVALID_PROJECT_ID'), origins: () => errorBody(403, 'INVALID_PROJECT_ID') });
    const { store } = setup();
    await store.dispatch(loadRemoteConfig());
    const { alert, options } = store.getState();
    expect(alert.current?.shortMessage).toBe('Invalid Project ID');
    expect(alert.shownCodes).toEqual(['INVALID_PROJECT_ID']);
    expect(options.remoteConfigStatus).toBe('failed');
    expect(options.features.activity).toBe(true);
  });

  test('missing project id -> Project ID Not Configured, nothing fetched', async () => {
    serve();
    const { store } = setup({ projectId: null });
    await store.dispatch(loadRemoteConfig());
    expect(requests).toEqual([]);
    expect(store.getState().alert.current?.shortMessage).toBe('Project ID Not Configured');
    expect(store.getState().options.remoteConfigStatus).toBe('failed');
  });

  test('an unknown error loading origins -> Project ID Not Configured', async () => {
    serve({ origins: () => HttpResponse.error() });
    const { store } = setup();
    await store.dispatch(loadRemoteConfig());
    expect(store.getState().alert.current?.shortMessage).toBe('Project ID Not Configured');
    expect(store.getState().options.allowedOrigins).toEqual([]);
    expect(store.getState().options.remoteConfigStatus).toBe('loaded');
  });

  test('other origins errors give an empty list and no alert', async () => {
    serve({ origins: () => errorBody(404, 'NOT_FOUND') });
    const { store } = setup();
    await store.dispatch(loadRemoteConfig());
    expect(store.getState().options.allowedOrigins).toEqual([]);
    expect(store.getState().alert.current).toBeNull();
  });
});

describe('given a malformed answer (L6): the schema message, an alert, a log line, and settled features', () => {
  const json = (body: JsonBodyType) => () => HttpResponse.json(body);

  test.each([
    ['features: [null]', { projectId: 'p', features: [null] }, 'Expected object, received null', 'features[0]'],
    [
      'a socials config that is not an array',
      { projectId: 'p', features: [{ id: 'socials', isEnabled: true, config: 'google' }] },
      'Expected array, received string',
      'features[0].config',
    ],
    ['no features at all', { projectId: 'p' }, 'Required', 'features'],
  ])('%s -> Server Error with its schema message; features fall back, nothing stays loading', async (_name, body, message, path) => {
    serve({ config: json(body) });
    const { store, logger } = setup();
    await store.dispatch(loadRemoteConfig());
    const { alert, options } = store.getState();
    expect(alert.current?.shortMessage).toBe('Server Error');
    expect(alert.current?.longMessage).toBe(`Failed to get the app configuration. ${message}`);
    expect(options.remoteConfigStatus).toBe('failed');
    expect(options.features.receive).toBe(true);
    expect(options.allowedOrigins).toEqual(['http://127.0.0.1:3000']);
    expect(logger.warn).toHaveBeenCalledWith(`Malformed answer from getProjectConfig: ${message} at ${path}.`);
  });

  test('origins that are not an array -> Server Error "Expected array, received object", empty list', async () => {
    serve({ origins: json({ allowedOrigins: { 0: 'http://127.0.0.1:3000' } }) });
    const { store, logger } = setup();
    await store.dispatch(loadRemoteConfig());
    const { alert, options } = store.getState();
    expect(alert.current?.longMessage).toBe('Failed to get the app configuration. Expected array, received object');
    expect(options.allowedOrigins).toEqual([]);
    expect(options.remoteConfigStatus).toBe('loaded');
    expect(logger.warn).toHaveBeenCalledWith('Malformed answer from getAllowedOrigins: Expected array, received object at allowedOrigins.');
  });
});
