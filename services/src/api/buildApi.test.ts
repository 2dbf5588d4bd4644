import { FEATURE_IDS, WALLETS_PAGE_SIZE } from '@foyer/kernel';
import { readFileSync } from 'node:fs';
import type { ErrorBody } from '../errors/ServiceError.js';
import { startTestApi, WALLETS_FILE, type TestApi } from '../test-utils/startTestApi.js';
import { testDatabaseRows, type TestDatabaseHandle } from '../test-utils/testDatabases.js';

type WalletsBody = { count: number; data: { id: string; name: string; image_id: string; image_url: null }[] };

const raw = (JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { id: string; rank: number }[]).sort((a, b) => a.rank - b.rank);
const sdk = 'st=foyer&sv=foyer-react-0.1.0';
const demo = `projectId=foyer-demo&${sdk}`;

describe.each(testDatabaseRows)('services API over loopback, given %s', (_dialect, testDatabase) => {
  let handle: TestDatabaseHandle;
  let api: TestApi;

  beforeAll(async () => {
    handle = await testDatabase.create();
    api = await startTestApi({ database: handle.database });
  });

  afterAll(async () => {
    await api.close();
    await handle.drop();
  });

  const expectError = async (path: string, status: number, code: string): Promise<string> => {
    const response = await api.get(path);
    expect({ path, status: response.status }).toEqual({ path, status });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
    return body.error.message;
  };

  it('answers /health', async () => {
    const response = await api.get('/health');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  describe('project endpoints', () => {
    it('GET /appkit/v1/config lists every feature of the seeded demo project', async () => {
      const response = await api.get(`/appkit/v1/config?${demo}`);
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const body = response.json<{ projectId: string; features: { id: string; isEnabled: boolean; config: null }[] }>();
      expect(body.projectId).toBe('foyer-demo');
      expect(body.features.map((feature) => feature.id)).toEqual([...FEATURE_IDS]);
      // The default demo project shows every feature that works.
      expect(body.features.filter((feature) => feature.isEnabled).map((feature) => feature.id)).toEqual([
        'email',
        'socials',
        'swaps',
        'onramp',
        'activity',
        'multiWallet',
        'receive',
        'send',
        'names',
      ]);
    });

    it('GET /appkit/v1/config has every feature off for foyer-demo-minimal', async () => {
      const body = (await api.get(`/appkit/v1/config?projectId=foyer-demo-minimal&${sdk}`)).json<{
        features: { isEnabled: boolean }[];
      }>();
      expect(body.features).toHaveLength(FEATURE_IDS.length);
      expect(body.features.some((feature) => feature.isEnabled)).toBe(false);
    });

    it('GET /projects/v1/origins', async () => {
      expect((await api.get(`/projects/v1/origins?${demo}`)).json()).toEqual({
        allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:3100'],
      });
    });

    it('GET /getAnalyticsConfig', async () => {
      expect((await api.get(`/getAnalyticsConfig?${demo}`)).json()).toEqual({ isAnalyticsEnabled: true });
      expect((await api.get('/getAnalyticsConfig?projectId=foyer-demo-minimal')).json()).toEqual({ isAnalyticsEnabled: false });
    });

    it.each(['/appkit/v1/config', '/projects/v1/origins', '/getWallets', '/getAnalyticsConfig', '/v1/supported-chains'])(
      '%s without projectId -> 400 MISSING_PROJECT_ID, unknown -> 403 INVALID_PROJECT_ID, repeated -> 400',
      async (path) => {
        expect(await expectError(`${path}?${sdk}`, 400, 'MISSING_PROJECT_ID')).toMatch(/projectId/);
        await expectError(`${path}?projectId=&${sdk}`, 400, 'MISSING_PROJECT_ID');
        expect(await expectError(`${path}?projectId=nope&${sdk}`, 403, 'INVALID_PROJECT_ID')).toContain("'nope'");
        await expectError(`${path}?projectId=${'x'.repeat(5000)}`, 403, 'INVALID_PROJECT_ID');
        await expectError(`${path}?projectId=foyer-demo&projectId=foyer-demo`, 400, 'INVALID_PARAMETER');
      },
    );

    it('reports a missing projectId before a bad parameter', async () => {
      await expectError('/getWallets?entries=100000', 400, 'MISSING_PROJECT_ID');
    });
  });

  describe('GET /getWallets', () => {
    const wallets = async (query: string): Promise<WalletsBody> => {
      const response = await api.get(`/getWallets?${demo}&${query}`);
      expect(response.status).toBe(200);
      return response.json<WalletsBody>();
    };

    it('defaults to page 1 of WALLETS_PAGE_SIZE wallets in rank order', async () => {
      const body = await wallets('');
      expect(body.count).toBe(raw.length);
      expect(body.data.map((wallet) => wallet.id)).toEqual(raw.slice(0, WALLETS_PAGE_SIZE).map((wallet) => wallet.id));
      expect(body.data[0]).toMatchObject({ name: 'MetaMask', image_id: raw[0]?.id, image_url: null });
    });

    it('pages with page and entries', async () => {
      const body = await wallets('page=3&entries=7');
      expect(body.data.map((wallet) => wallet.id)).toEqual(raw.slice(14, 21).map((wallet) => wallet.id));
      expect((await wallets('page=999&entries=100')).data).toEqual([]);
    });

    it('searches, includes, excludes and filters by chain and badge', async () => {
      expect((await wallets('search=RAINBOW')).data.map((wallet) => wallet.name)).toContain('Rainbow');
      const include = `${raw[5]?.id},${raw[1]?.id}`;
      expect((await wallets(`include=${include}`)).data.map((wallet) => wallet.id)).toEqual([raw[1]?.id, raw[5]?.id]);
      const excluded = await wallets(`exclude=${raw[0]?.id}&entries=1`);
      expect(excluded).toEqual({ count: raw.length - 1, data: [expect.objectContaining({ id: raw[1]?.id })] });
      const solana = await wallets('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,eip155:56&entries=100');
      expect(solana.count).toBeGreaterThan(0);
      expect(solana.count).toBeLessThan(raw.length);
      const certified = await wallets('badge_type=certified&entries=100');
      expect(certified.count).toBeGreaterThan(0);
      expect(certified.count).toBeLessThan(raw.length);
      expect((await wallets('badge_type=&search=&include=&exclude=&chains=')).count).toBe(raw.length);
    });

    it.each([
      ['entries=101', 'entries must be <= 100'],
      ['entries=1000000', 'entries must be <= 100'],
      ['entries=0', 'entries must be >= 1'],
      ['entries=ten', 'entries must be integer'],
      ['page=0', 'page must be >= 1'],
      ['page=-1', 'page must be >= 1'],
      ['page=1.5', 'page must be integer'],
      ['page=99999999999', 'page must be <='],
      [`search=${'a'.repeat(101)}`, 'search must NOT have more than 100 characters'],
      ['chains=not%20a%20chain', 'chains must match pattern'],
      ['badge_type=gold', 'badge_type must be equal to one of the allowed values'],
      ['include=a&include=b', 'include must be string'],
    ])('rejects %s with 400 INVALID_PARAMETER', async (query, message) => {
      expect(await expectError(`/getWallets?${demo}&${query}`, 400, 'INVALID_PARAMETER')).toContain(message);
    });
  });

  describe('images', () => {
    const metamask = raw[0]?.id ?? '';

    it('GET /getWalletImage/{id} draws an SVG monogram with cache headers and answers 304 to its ETag', async () => {
      const response = await api.get(`/getWalletImage/${metamask}?${demo}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.text).toMatch(/^<svg [^>]*aria-label="MetaMask"/);
      expect(response.text).toContain('>MM</text>');
      const etag = String(response.headers.etag);
      const again = await api.get(`/getWalletImage/${metamask}`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    });

    it('GET /getWalletImage needs no projectId, but a given one must exist', async () => {
      expect((await api.get(`/getWalletImage/${metamask}`)).status).toBe(200);
      await expectError(`/getWalletImage/${metamask}?projectId=nope`, 403, 'INVALID_PROJECT_ID');
    });

    it('GET /getWalletImage of an unknown or malformed id -> 404 / 400 JSON', async () => {
      expect(await expectError('/getWalletImage/not-a-wallet', 404, 'NOT_FOUND')).toContain("'not-a-wallet'");
      await expectError('/getWalletImage/%3Cscript%3E', 400, 'INVALID_PARAMETER');
    });

    it('GET /public/getAssetImage/{id} draws a monogram for any asset id', async () => {
      const response = await api.get('/public/getAssetImage/eip155:1');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.text).toContain('>E1</text>');
    });
  });

  describe('anything else', () => {
    it('answers unknown paths with 404 JSON', async () => {
      expect(await expectError('/nope?projectId=foyer-demo', 404, 'NOT_FOUND')).toBe('No route for GET /nope');
    });

    it('answers a malformed URL with 400 JSON', async () => {
      await expectError('/getWalletImage/%E0%A4%A', 400, 'INVALID_REQUEST');
    });

    it('allows any origin, including preflight', async () => {
      const response = await fetch(`${api.url}/getWallets?${demo}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://dapp.example', 'access-control-request-method': 'GET' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
});
