import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { drawMonogram, monogramColors, monogramInitials } from './drawMonogram.js';
import { loadWalletCatalogue } from './loadWalletCatalogue.js';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('monogramInitials', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'TW'],
    ['Rainbow', 'R'],
    ['OKX Wallet', 'OW'],
    ['Polkadot{.js} extension', 'PJ'],
    ['imToken', 'IT'],
    ['1inch Wallet', '1W'],
    ['  ', '?'],
    ['ébène', 'É'],
  ])('%s -> %s', (name, initials) => {
    expect(monogramInitials(name)).toBe(initials);
  });
});

describe('drawMonogram', () => {
  const catalogue = loadWalletCatalogue(WALLETS_FILE);

  it('is deterministic per id and differs between ids', () => {
    expect(drawMonogram('abc', 'A')).toBe(drawMonogram('abc', 'A'));
    const colors = new Set(catalogue.wallets.map((entry) => monogramColors(entry.wallet.id).background));
    expect(colors.size).toBeGreaterThan(catalogue.wallets.length * 0.9);
  });

  it('keeps the initials readable on every catalogue colour (WCAG large text, 3:1)', () => {
    for (const entry of catalogue.wallets) {
      const { background, text } = monogramColors(entry.wallet.id);
      expect(contrast(background, text)).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws an accessible SVG and escapes the label', () => {
    const svg = drawMonogram('id-1', 'A <b>&"wallet"');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-label="A &#60;b&#62;&#38;&#34;wallet&#34;">/);
    expect(svg).toContain('<title>A &#60;b&#62;&#38;&#34;wallet&#34;</title>');
    expect(svg).toContain('>AB</text>');
    expect(svg).not.toContain('<b>');
  });
});
