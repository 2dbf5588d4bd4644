import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FOYER_DEV_TOKENS, foyerDevChain, foyerDevSolana, mainnet } from '@foyer/kernel';
import { ConfigError } from '../../errors/ConfigError.js';
import { createPriceTable } from './createPriceTable.js';
import { loadPriceTable } from './loadPriceTable.js';

const dev = foyerDevChain.caipNetworkId;
const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === dev && token.symbol === 'fUSD');
const weth = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === dev && token.symbol === 'WETH');
const splUsd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === foyerDevSolana.caipNetworkId);
if (!fusd || !weth || !splUsd) throw new Error('the kernel table lost a seeded token');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'foyer-prices-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pricesFile(content: unknown): string {
  const file = path.join(dir, `prices-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('loadPriceTable', () => {
  test('defaults: the dev chains price their native currency and every seeded token from the kernel table', () => {
    const prices = loadPriceTable();
    expect(prices.priceOf(dev, 'native')).toBe(3000);
    expect(prices.priceOf(foyerDevSolana.caipNetworkId, 'native')).toBe(150);
    for (const token of FOYER_DEV_TOKENS) expect(prices.priceOf(token.caipNetworkId, token.address)).toBe(token.usdPrice);
    expect(prices.priceOf(dev, weth.address)).toBe(prices.priceOf(dev, 'native'));
  });

  test('EVM addresses match in any case; Solana mints only exactly', () => {
    const prices = loadPriceTable();
    expect(prices.priceOf(dev, fusd.address.toLowerCase())).toBe(fusd.usdPrice);
    expect(prices.priceOf(dev, fusd.address.toUpperCase().replace('0X', '0x'))).toBe(fusd.usdPrice);
    expect(prices.priceOf(foyerDevSolana.caipNetworkId, splUsd.address.toLowerCase())).toBe(0);
  });

  test('other networks and unknown tokens are worth 0 (testnets show 0.00)', () => {
    const prices = loadPriceTable();
    expect(prices.priceOf('eip155:11155111', 'native')).toBe(0);
    expect(prices.priceOf(mainnet.caipNetworkId, 'native')).toBe(0);
    expect(prices.priceOf(dev, '0x0000000000000000000000000000000000000001')).toBe(0);
    // The same address on another chain is another token.
    expect(prices.priceOf('eip155:1', fusd.address)).toBe(0);
  });

  test('a prices file overrides entry by entry and adds networks; the other defaults stay', () => {
    const prices = loadPriceTable(
      pricesFile({ [dev]: { native: 2500.5, [fusd.address.toLowerCase()]: 0.99 }, 'eip155:1': { native: 3100 } }),
    );
    expect(prices.priceOf(dev, 'native')).toBe(2500.5);
    expect(prices.priceOf(dev, fusd.address)).toBe(0.99);
    expect(prices.priceOf('eip155:1', 'native')).toBe(3100);
    expect(prices.priceOf(dev, weth.address)).toBe(weth.usdPrice);
    expect(prices.priceOf(foyerDevSolana.caipNetworkId, 'native')).toBe(150);
  });

  test.each([
    ['not JSON', '{', /^Cannot read the prices file .*prices-.*\.json: /],
    ['a missing file', undefined, /^Cannot read the prices file .*missing\.json: /],
    ['a key that is not a CAIP-2 id', { ethereum: { native: 1 } }, /^Invalid prices file .*: ethereum: expected a CAIP-2 network id/],
    ['a negative price', { [dev]: { native: -1 } }, /^Invalid prices file .*: eip155:31337\.native: /],
    ['a price that is a string', { [dev]: { native: '3000' } }, /^Invalid prices file .*: eip155:31337\.native: /],
    ['an array', [1, 2], /^Invalid prices file .*: \(root\): /],
  ])('refuses %s with a one-line ConfigError', (_case, content, message) => {
    const file = content === undefined ? path.join(dir, 'missing.json') : pricesFile(content);
    expect(() => loadPriceTable(file)).toThrow(ConfigError);
    expect(() => loadPriceTable(file)).toThrow(message);
  });
});

describe('createPriceTable', () => {
  test('later tables win for the same network and token', () => {
    const prices = createPriceTable({ 'eip155:1': { native: 1, '0xAbC': 2 } }, { 'eip155:1': { '0xabc': 3 } });
    expect(prices.priceOf('eip155:1', 'native')).toBe(1);
    expect(prices.priceOf('eip155:1', '0xABC')).toBe(3);
  });
});
