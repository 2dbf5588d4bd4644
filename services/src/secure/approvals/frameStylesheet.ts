/**
 * The summary list is the approval's only scroll area (values are never scrolled inside a row), so "scrolled to its
 * end" means everything was on screen. No opacity, filter or transform anywhere: IntersectionObserver v2 would report the approval as not visible.
 * The frame page's only stylesheet, served from the secure site's own origin (`/frame/styles.css`): the page's CSP
 * is `style-src 'self'`, so neither inline `<style>` nor style attributes would apply.
 */
export const FRAME_STYLESHEET = `
:root { color-scheme: light; --bg: #ffffff; --fg: #141414; --muted: #5c5c5c; --line: #e4e4e4; --accent: #3b6cf6; --accent-fg: #ffffff; }
:root[data-theme='dark'] { color-scheme: dark; --bg: #191a1a; --fg: #e4e7e7; --muted: #9a9a9a; --line: #2a2a2a; --accent: #6b8ff8; --accent-fg: #0b0b0b; }
html, body { margin: 0; height: 100%; background: transparent; }
body { font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--fg); }
.foyer-approval { box-sizing: border-box; display: flex; flex-direction: column; gap: 10px; height: 100%; padding: 16px; background: var(--bg); }
.foyer-approval__title { margin: 0; font-size: 18px; font-weight: 600; }
.foyer-approval__origin { margin: 0; font-size: 12px; color: var(--muted); }
.foyer-approval__critical { flex: none; margin: 0; border: 1px solid var(--accent); border-radius: 12px; padding: 4px 12px; }
.foyer-approval__summary { flex: 1 1 auto; min-height: 0; overflow: auto; margin: 0; border: 1px solid var(--line); border-radius: 12px; padding: 8px 12px; }
.foyer-approval__summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.foyer-approval__row { padding: 6px 0; border-bottom: 1px solid var(--line); }
.foyer-approval__row:last-child { border-bottom: 0; }
.foyer-approval__label { font-size: 12px; color: var(--muted); }
.foyer-approval__value { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.foyer-approval__hint { margin: 0; min-height: 1em; font-size: 12px; color: var(--muted); }
.foyer-approval__actions { display: flex; gap: 8px; }
.foyer-approval__button { flex: 1; height: 40px; border-radius: 12px; border: 0; font: inherit; font-weight: 600; cursor: pointer; background: var(--accent); color: var(--accent-fg); }
.foyer-approval__button--secondary { background: transparent; color: var(--fg); border: 1px solid var(--line); }
.foyer-approval__button:disabled { background: var(--line); color: var(--muted); cursor: not-allowed; }
.foyer-approval__button--waiting { background: var(--line); color: var(--muted); }
.foyer-approval__window { box-sizing: border-box; display: flex; flex-direction: column; gap: 12px; height: 100%; padding: 16px; background: var(--bg); }
.foyer-approval__window p { margin: 0; }
.foyer-approval__button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.foyer-email-change__form { display: flex; flex-direction: column; gap: 8px; margin-top: auto; }
.foyer-email-change__input { box-sizing: border-box; height: 40px; padding: 0 12px; border: 1px solid var(--line); border-radius: 12px; font: inherit; color: var(--fg); background: var(--bg); }
.foyer-email-change__input:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.foyer-email-change__input[aria-invalid='true'] { border-color: #d93025; }
.foyer-email-change__error { margin: 0; min-height: 1em; font-size: 12px; color: #d93025; }
:root[data-theme='dark'] .foyer-email-change__error { color: #f28b82; }
`;
