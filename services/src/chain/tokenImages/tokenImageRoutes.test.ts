import { FOYER_DEV_TOKENS, foyerDevChain } from '@foyer/kernel';
import type { ErrorBody } from '../../errors/ServiceError.js';
import { freePort } from '../../test-utils/freePort.js';
import { startTestApi, type TestApi } from '../../test-utils/startTestApi.js';
import { currencyImageSvg } from './currencyImageSvg.js';
import { tokenImageSvg } from './tokenImageSvg.js';

const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === foyerDevChain.caipNetworkId && token.symbol === 'fUSD');
if (!fusd) throw new Error('the kernel table lost fUSD');

describe('token and currency images', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${await freePort()}` });
  });

  afterAll(async () => api?.close());

  it.each([
    ['/public/getTokenImage/ETH', 'Ether', '>ETH<'],
    ['/public/getTokenImage/fUSD', 'Foyer USD', '>fUSD<'],
    ['/public/getTokenImage/weth', 'Wrapped Ether', '>WETH<'],
    [`/public/getTokenImage/eip155:31337:${fusd.address}`, 'Foyer USD', '>fUSD<'],
    ['/public/getTokenImage/SOL?projectId=foyer-demo', 'Solana', '>SOL<'],
    ['/public/getCurrencyImage/USD', 'US Dollar', '>$<'],
    ['/public/getCurrencyImage/eur', 'Euro', '>€<'],
  ])('%s is an SVG glyph titled for screen readers, cached for a day', async (path, title, mark) => {
    const response = await api.get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/);
    expect(response.text).toContain(`<title>${title}</title>`);
    expect(response.text).toContain(mark);
  });

  it('draws different tokens differently and the same token the same', () => {
    expect(tokenImageSvg('FOY')).not.toBe(tokenImageSvg('ZERO'));
    expect(tokenImageSvg('fusd')).toBe(tokenImageSvg(`eip155:31337:${fusd.address}`));
    expect(currencyImageSvg('usd')).toBe(currencyImageSvg('USD'));
  });

  it.each([
    ['/public/getTokenImage/NOPE', 404, 'NOT_FOUND'],
    ['/public/getTokenImage/eip155:31337:0x0000000000000000000000000000000000000001', 404, 'NOT_FOUND'],
    ['/public/getCurrencyImage/XYZ', 404, 'NOT_FOUND'],
    ['/public/getCurrencyImage/DOLLAR', 404, 'NOT_FOUND'],
    ['/public/getTokenImage/%3Cscript%3E', 400, 'INVALID_PARAMETER'],
    ['/public/getTokenImage/ETH?projectId=nope', 403, 'INVALID_PROJECT_ID'],
  ])('%s answers %i JSON', async (path, status, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect(response.json<ErrorBody>().error.code).toBe(code);
  });
});
