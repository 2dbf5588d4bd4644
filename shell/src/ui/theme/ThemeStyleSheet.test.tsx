import { themeModeChanged, themeVariablesChanged } from '@foyer/kernel';
import { act } from '@testing-library/react';
import { makeShellTestStore } from '../../test-utils/makeShellTestStore.js';
import { cleanupModal, renderModal } from '../test-utils/renderModal.js';
import { THEME_SWITCH_CSS } from './ThemeStyleSheet.js';
import { darkTheme, lightTheme } from './themeTokens.js';

// A browser shows the defect (e2e/tests/a11y.spec.ts): under prefers-reduced-motion every element has a 1 ms
// transition, so a switched theme's colours only arrive frames later and light text sits on a dark surface.
// jsdom has no transitions or cascade to show it; what it can show is the cure: the styles are computed with
// the new theme in place and transitions off, and transitions are back afterwards.

afterEach(() => {
  cleanupModal();
  jest.restoreAllMocks();
});

/** The css applied in the modal's shadow root (jsdom: `<style>` elements, no constructable stylesheets). */
function appliedCss(shadow: ShadowRoot): string {
  return [...shadow.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

const modalShadow = () => document.querySelector('foyer-modal')?.shadowRoot ?? null;

/** The css applied in the modal each time styles were computed while `change` ran. */
function cssWhenComputed(change: () => void): string[] {
  const computed: string[] = [];
  const getComputedStyle = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const shadow = modalShadow();
    computed.push(shadow ? appliedCss(shadow) : '');
    return getComputedStyle(element, pseudo);
  });
  change();
  jest.restoreAllMocks();
  return computed;
}

const background = (mode: 'light' | 'dark') => `--foyer-background: ${(mode === 'dark' ? darkTheme : lightTheme)['--foyer-background']};`;

describe('a theme switch at run time', () => {
  test('behaviour: setThemeMode applies the new theme with transitions off, then turns them back on', () => {
    const store = makeShellTestStore({ options: { themeMode: 'light' } });
    const { shadow } = renderModal(store);
    expect(appliedCss(shadow)).toContain(background('light'));

    const computed = cssWhenComputed(() => act(() => void store.dispatch(themeModeChanged('dark'))));
    const flush = computed.find((css) => css.includes(background('dark')));
    expect(flush).toBeDefined();
    expect(flush).toContain(THEME_SWITCH_CSS);
    expect(flush).not.toContain(background('light'));

    expect(appliedCss(shadow)).toContain(background('dark'));
    expect(appliedCss(shadow)).not.toContain(THEME_SWITCH_CSS);
  });

  test('behaviour: new theme variables apply the same way', () => {
    const store = makeShellTestStore({ options: { themeMode: 'dark' } });
    const { shadow } = renderModal(store);
    const computed = cssWhenComputed(() => act(() => void store.dispatch(themeVariablesChanged({ '--foyer-accent': '#ff007a' }))));
    expect(computed.find((css) => css.includes('--foyer-accent: #ff007a;'))).toContain(THEME_SWITCH_CSS);
    expect(appliedCss(shadow)).not.toContain(THEME_SWITCH_CSS);
  });

  test('the first theme applies as any sheet: nothing to hold still before the modal has styles', () => {
    const store = makeShellTestStore({ options: { themeMode: 'dark' } });
    const computed = cssWhenComputed(() => renderModal(store));
    expect(computed.filter((css) => css.includes(THEME_SWITCH_CSS))).toEqual([]);
    expect(appliedCss(modalShadow()!)).toContain(background('dark'));
  });
});
