import { StyleSheetContext, adoptStyleSheet, attachStyleSheet, type StyleRoot } from '@foyer/kernel';
import { useContext, useInsertionEffect, useRef } from 'react';

/** Held for the instant a new theme applies: no element of the root starts a transition. */
export const THEME_SWITCH_CSS = '*, *::before, *::after { transition: none !important; }';

/** Computes the styles of `root` now (a style flush, no layout), so that its pending changes take effect. */
function flushStyles(root: StyleRoot): void {
  const element = 'host' in root ? root.host : root.documentElement;
  void getComputedStyle(element).color;
}

export type ThemeStyleSheetProps = { css: string };

/**
 * The theme's `--foyer-*` sheet (`themeCss`), like `StyleSheet`, except that a later theme (`setThemeMode`,
 * `themeVariables`) applies at once everywhere: every colour the switch changes would otherwise start a
 * transition, and under `prefers-reduced-motion` (baseCss gives every element a 1 ms one) elements would
 * keep the old theme's colours, light text on a dark surface, until the next frames.
 * The new sheet is applied with transitions off, the styles are computed, and transitions come back.
 * @example
 * <ThemeStyleSheet css={themeCss(mode, variables)} />
 */
export function ThemeStyleSheet({ css }: ThemeStyleSheetProps) {
  const { root, nonce } = useContext(StyleSheetContext);
  const applied = useRef(false);
  useInsertionEffect(() => {
    const target = root ?? document;
    if (!applied.current) {
      applied.current = true;
      return adoptStyleSheet(css, { root: target, nonce });
    }
    const releaseStill = attachStyleSheet(THEME_SWITCH_CSS, { root: target, nonce });
    const release = adoptStyleSheet(css, { root: target, nonce });
    flushStyles(target);
    releaseStill();
    return release;
  }, [css, root, nonce]);
  return null;
}
