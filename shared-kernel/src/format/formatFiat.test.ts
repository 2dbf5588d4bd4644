import { bitcoin } from '../networks/bitcoin.js';
import { foyerDevChain } from '../networks/foyerDevChain.js';
import { foyerDevSolana } from '../networks/foyerDevSolana.js';
import { mainnet } from '../networks/mainnet.js';
import { solana, solanaDevnet } from '../networks/solana.js';
import { formatFiat } from './formatFiat.js';
import { formatNetworkFiat } from './formatNetworkFiat.js';

describe('formatFiat', () => {
  test('2 decimals with currency sign and grouping', () => {
    expect(formatFiat(1234.5)).toBe('$1,234.50');
    expect(formatFiat('0')).toBe('$0.00');
    expect(formatFiat(12, 'EUR')).toBe('€12.00');
  });

  test('truncates instead of rounding up', () => {
    expect(formatFiat(0.999)).toBe('$0.99');
    expect(formatFiat('1234.5678')).toBe('$1,234.56');
  });

  test('missing value is zero', () => {
    expect(formatFiat(undefined)).toBe('$0.00');
  });

  test('locale option', () => {
    expect(formatFiat(1234.5, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
  });
});

describe('formatNetworkFiat (zero on testnets and unsupported chains)', () => {
  test('mainnets with balance support show the value', () => {
    expect(formatNetworkFiat(mainnet, 12.345)).toBe('$12.34');
    expect(formatNetworkFiat(solana, 1)).toBe('$1.00');
  });

  test('testnets, unsupported namespaces and unknown networks show zero', () => {
    expect(formatNetworkFiat(solanaDevnet, 12.345)).toBe('$0.00');
    expect(formatNetworkFiat({ ...foyerDevChain, caipNetworkId: 'eip155:11155111' }, 12.345)).toBe('$0.00');
    expect(formatNetworkFiat(bitcoin, 12.345)).toBe('$0.00');
    expect(formatNetworkFiat(undefined, 12.345)).toBe('$0.00');
  });

  test('the Foyer dev networks are testnets priced by the services table: their value shows', () => {
    expect(foyerDevChain.testnet).toBe(true);
    expect(formatNetworkFiat(foyerDevChain, 12.345)).toBe('$12.34');
    expect(formatNetworkFiat(foyerDevSolana, 1234.5)).toBe('$1,234.50');
  });
});
