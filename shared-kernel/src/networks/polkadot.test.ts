import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js';
import { readVector } from '../test-utils/readVector.js';
import { polkadot } from './polkadot.js';

type CaipVectors = { caip2: { valid: { id: string; note: string }[] } };
const caip2 = readVector<CaipVectors>('caip/caip-ids.json').caip2.valid;

test('Polkadot: the CAIP-2 id of the namespace profile, DOT with 10 decimals', () => {
  expect(caip2.find((entry) => entry.note === 'Polkadot relay')?.id).toBe(polkadot.caipNetworkId);
  expect(parseCaipNetworkId(polkadot.caipNetworkId)).toMatchObject({ chainNamespace: 'polkadot', chainId: polkadot.id });
  expect(polkadot).toMatchObject({ name: 'Polkadot', nativeCurrency: { symbol: 'DOT', decimals: 10 } });
  expect(polkadot.testnet).toBeUndefined();
  expect(JSON.parse(JSON.stringify(polkadot))).toEqual(polkadot);
});
