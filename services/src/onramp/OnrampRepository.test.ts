import { randomUUID } from 'node:crypto';
import type { OnrampQuote } from '@foyer/kernel';
import { testDatabaseRows, useMigratedDatabase } from '../test-utils/testDatabases.js';
import { OnrampRepository, type StoredOnrampQuote } from './OnrampRepository.js';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function storedQuote(expiresAt = NOW + 60_000): StoredOnrampQuote {
  const quote: OnrampQuote = {
    quoteId: randomUUID(),
    provider: 'foyer-dev',
    purchaseAmount: { amount: '0.5', currency: 'ETH', baseUnits: '500000000000000000' },
    paymentTotal: { amount: '100.00', currency: 'USD' },
    paymentSubtotal: { amount: '98.50', currency: 'USD' },
    fees: [{ amount: '1.50', currency: 'USD', type: 'provider' }],
    expiresAt: new Date(expiresAt).toISOString(),
  };
  return { quote, network: 'eip155:31337', purchaseCurrency: 'ETH', paymentMethod: 'card', expiresAt };
}

describe.each(testDatabaseRows)('OnrampRepository (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);
  let repository: OnrampRepository;
  beforeEach(() => void (repository = new OnrampRepository(database().db)));

  const purchaseFor = async (stored: StoredOnrampQuote, at = NOW): Promise<string> => {
    await repository.insertQuote(stored, at);
    const id = randomUUID();
    expect(await repository.insertPurchase({ id, provider: 'foyer-dev', quoteId: stored.quote.quoteId, network: stored.network, purchaseCurrency: 'ETH', address: ADDRESS, expiresAt: at + 60_000, quote: stored.quote }, at)).toBe(true);
    return id;
  };

  test('stores a quote and reads it back exactly (expiry as a number)', async () => {
    const stored = storedQuote();
    await repository.insertQuote(stored, NOW);
    expect(await repository.findQuote(stored.quote.quoteId)).toEqual(stored);
    expect(await repository.findQuote('missing')).toBeUndefined();
  });

  test('a quote backs at most one purchase', async () => {
    const stored = storedQuote();
    const id = await purchaseFor(stored);
    const again = { id: randomUUID(), provider: 'foyer-dev', quoteId: stored.quote.quoteId, network: stored.network, purchaseCurrency: 'ETH', address: ADDRESS, expiresAt: NOW, quote: stored.quote };
    expect(await repository.insertPurchase(again, NOW)).toBe(false);
    expect((await repository.findPurchaseByQuote(stored.quote.quoteId))?.id).toBe(id);
  });

  test('a new purchase is pending with the quote amounts, the destination as CAIP-10', async () => {
    const stored = storedQuote();
    const id = await purchaseFor(stored);
    expect(await repository.findPurchase(id)).toMatchObject({
      id,
      status: 'pending',
      destination: `eip155:31337:${ADDRESS}`,
      purchaseAmount: { ...stored.quote.purchaseAmount },
      paymentTotal: stored.quote.paymentTotal,
      txHash: null,
      error: null,
      expiresAt: NOW + 60_000,
    });
  });

  test('of racing transitions out of pending exactly one wins', async () => {
    const id = await purchaseFor(storedQuote());
    const results = await Promise.all(Array.from({ length: 5 }, () => repository.transition(id, 'pending', 'delivering', NOW + 1)));
    expect(results.filter(Boolean)).toHaveLength(1);
    await repository.recordTxHash(id, '0xabc', NOW + 2);
    expect(await repository.transition(id, 'delivering', 'completed', NOW + 3, { txHash: '0xdef' })).toBe(true);
    expect(await repository.findPurchase(id)).toMatchObject({ status: 'completed', txHash: '0xdef', updatedAt: new Date(NOW + 3).toISOString() });
  });

  test('lists an address newest first; unused quotes are dropped an hour after expiry, used ones kept', async () => {
    const old = storedQuote(NOW - 2 * 60 * 60_000);
    const usedOld = storedQuote(NOW - 2 * 60 * 60_000);
    const first = await purchaseFor(usedOld, NOW - 3 * 60 * 60_000);
    await repository.insertQuote(old, NOW - 3 * 60 * 60_000);
    const second = await purchaseFor(storedQuote(), NOW);
    expect((await repository.listByAddress(ADDRESS, 'foyer-dev')).map((purchase) => purchase.id)).toEqual([second, first]);
    expect(await repository.listByAddress(ADDRESS, 'another')).toEqual([]);
    expect(await repository.findQuote(old.quote.quoteId)).toBeUndefined();
    expect(await repository.findQuote(usedOld.quote.quoteId)).toBeDefined();
  });
});
