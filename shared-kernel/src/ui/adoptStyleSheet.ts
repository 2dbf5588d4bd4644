import { attachStyleSheet, type StyleRoot, type StyleSheetOptions } from './attachStyleSheet.js';

type Claim = { count: number; detach: () => void };

const claimsByRoot = new WeakMap<StyleRoot, Map<string, Claim>>();

/**
 * `attachStyleSheet`, once per root and css text however many components ask: the sheet leaves
 * the root when the last of them releases it (the returned function; calling it twice is harmless).
 * @example
 * const release = adoptStyleSheet(modalStyles, { root: shadowRoot, nonce })
 */
export function adoptStyleSheet(css: string, options: StyleSheetOptions = {}): () => void {
  const root = options.root ?? document;
  let claims = claimsByRoot.get(root);
  if (!claims) claimsByRoot.set(root, (claims = new Map()));
  let claim = claims.get(css);
  if (!claim) claims.set(css, (claim = { count: 0, detach: attachStyleSheet(css, { ...options, root }) }));
  claim.count += 1;
  const held = claim;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.count -= 1;
    if (held.count > 0) return;
    claims.delete(css);
    held.detach();
  };
}
