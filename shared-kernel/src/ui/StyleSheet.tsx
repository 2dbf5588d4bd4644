import { createContext, useContext, useInsertionEffect } from 'react';
import { adoptStyleSheet } from './adoptStyleSheet.js';
import type { StyleRoot } from './attachStyleSheet.js';

export type StyleSheetScope = {
  /** Where the styles of the components below apply; default `document`. */
  root?: StyleRoot;
  /** The `cspNonce` option: set on the `<style>` fallback (see `adoptStyleSheet`). */
  nonce?: string | null;
};

/** Given by the modal's mount: its shadow root and the instance's `cspNonce`. */
export const StyleSheetContext = /* @__PURE__ */ createContext<StyleSheetScope>({});

export type StyleSheetProps = { css: string };

/**
 * A component's CSS, applied to the root it renders in (the modal's shadow root) without an
 * inline `<style>`, so the widget works under a strict `style-src` policy. Renders nothing; the
 * sheet is adopted before layout and dropped when the last component using it unmounts.
 * @example
 * <StyleSheet css={sendCss} />
 */
export function StyleSheet({ css }: StyleSheetProps) {
  const { root, nonce } = useContext(StyleSheetContext);
  useInsertionEffect(() => adoptStyleSheet(css, { root, nonce }), [css, root, nonce]);
  return null;
}
