/** Where a stylesheet applies: a shadow root (the modal, `<foyer-button>`) or the page. */
export type StyleRoot = Document | ShadowRoot;

export type StyleSheetOptions = {
  /** Default `document`. */
  root?: StyleRoot | undefined;
  /** The page's CSP nonce (`cspNonce`), set on the `<style>` fallback where constructable stylesheets do not exist. */
  nonce?: string | null | undefined;
};

/** One parsed sheet per css text, shared by every root. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Applies `css` to `root` without an inline `<style>`, so a strict `style-src 'self'` policy (no
 * 'unsafe-inline') lets it through: a constructable `CSSStyleSheet`, parsed once per css text, joins
 * the root's `adoptedStyleSheets`. Where those do not exist (jsdom, Safari before 16.4), a
 * `<style nonce>` element is added instead. Returns the function that takes it away again.
 * No de-duplication: `adoptStyleSheet` shares one sheet between the components of a root.
 * @example
 * attachStyleSheet(':host { display: inline-block; }', { root: shadowRoot })
 */
export function attachStyleSheet(css: string, { root = document, nonce }: StyleSheetOptions = {}): () => void {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && root.adoptedStyleSheets) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheets.set(css, (sheet = new CSSStyleSheet()));
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  const element = document.createElement('style');
  if (nonce) element.setAttribute('nonce', nonce);
  element.textContent = css;
  ('head' in root ? root.head : root).append(element);
  return () => element.remove();
}
