import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js';
import { cosmos } from './cosmos.js';

test('Cosmos Hub: chain id cosmoshub-4, ATOM with 6 decimals', () => {
  expect(cosmos.caipNetworkId).toBe('cosmos:cosmoshub-4');
  expect(parseCaipNetworkId(cosmos.caipNetworkId)).toMatchObject({ chainNamespace: 'cosmos', chainId: 'cosmoshub-4' });
  expect(cosmos).toMatchObject({ name: 'Cosmos Hub', nativeCurrency: { symbol: 'ATOM', decimals: 6 } });
  for (const url of cosmos.rpcUrls.default.http) expect(new URL(url).protocol).toBe('https:');
  expect(JSON.parse(JSON.stringify(cosmos))).toEqual(cosmos);
});
