import { MODAL_WIDTH_PX, MODAL_Z_INDEX, type ThemeVariables } from '@foyer/kernel';
import { themeCss } from './themeCss.js';
import { darkTheme, lightTheme } from './themeTokens.js';

const value = (css: string, name: string) => new RegExp(`\\n  ${name}: ([^;]*);`).exec(css)?.[1];

describe('themeCss', () => {
  test('writes every token of the mode on :host, with the kernel constants', () => {
    const css = themeCss('light');
    expect(css.startsWith(':host {')).toBe(true);
    for (const [name, token] of Object.entries(lightTheme)) {
      if (name !== '--foyer-z-index') expect(value(css, name)).toBe(token);
    }
    expect(value(css, '--foyer-z-index')).toBe(String(MODAL_Z_INDEX));
    expect(value(css, '--foyer-modal-width')).toBe(`${MODAL_WIDTH_PX}px`);
    expect(value(css, 'color-scheme')).toBe('light');
  });

  test('dark mode uses the dark tokens', () => {
    const css = themeCss('dark');
    expect(value(css, '--foyer-background')).toBe(darkTheme['--foyer-background']);
    expect(value(css, 'color-scheme')).toBe('dark');
  });

  test('themeVariables override tokens (numbers too)', () => {
    const css = themeCss('light', { '--foyer-accent': '#ff007a', '--foyer-z-index': 2000, '--foyer-border-radius-master': '2px' });
    expect(value(css, '--foyer-accent')).toBe('#ff007a');
    expect(value(css, '--foyer-z-index')).toBe('2000');
    expect(value(css, '--foyer-border-radius-master')).toBe('2px');
  });

  test('a value that could break out of its declaration, or a foreign name, is ignored', () => {
    const variables = {
      '--foyer-accent': 'red; } body { display: none',
      '--foyer-font-family': '</style><script>',
      color: 'red',
    } as ThemeVariables;
    const css = themeCss('light', variables);
    expect(value(css, '--foyer-accent')).toBe(lightTheme['--foyer-accent']);
    expect(value(css, '--foyer-font-family')).toBe(lightTheme['--foyer-font-family']);
    expect(css).not.toContain('display: none');
    expect(css).not.toContain('<script>');
    expect(css).not.toMatch(/\n {2}color:/);
  });

  test('--foyer-color-mix tints the surfaces by --foyer-color-mix-strength percent', () => {
    const css = themeCss('dark', { '--foyer-color-mix': '#00bb7f', '--foyer-color-mix-strength': 20 });
    expect(value(css, '--foyer-background')).toBe(`color-mix(in srgb, #00bb7f 20%, ${darkTheme['--foyer-background']})`);
  });
});
