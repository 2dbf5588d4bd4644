/** Reset, typography, shared controls and motion rules of the modal's shadow root. */
export const baseCss = `
:host {
  all: initial;
  display: contents;
}
*, *::before, *::after { box-sizing: border-box; }
.foyer-root {
  font-family: var(--foyer-font-family);
  font-size: var(--foyer-font-size-m);
  line-height: 1.4;
  color: var(--foyer-foreground);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
/* Zero-specificity root: a control's own class (.foyer-button: accent-foreground on accent) sets its colour. */
:where(.foyer-root) button, :where(.foyer-root) input { font: inherit; color: inherit; }
.foyer-root p, .foyer-root h1, .foyer-root h2, .foyer-root h3, .foyer-root ul { margin: 0; padding: 0; }
.foyer-root ul { list-style: none; }
.foyer-root button { cursor: pointer; }
.foyer-root button:disabled { cursor: not-allowed; }
.foyer-root :focus { outline: none; }
.foyer-root :focus-visible {
  outline: 2px solid var(--foyer-accent);
  outline-offset: 2px;
  box-shadow: 0 0 0 4px var(--foyer-focus-ring);
}
.foyer-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.foyer-icon { display: block; flex: none; }
/* Right-to-left: arrows and chevrons point the other way (the layout mirrors through logical properties). */
[dir="rtl"] .foyer-icon:is([data-icon="back"], [data-icon="chevronRight"], [data-icon="logout"]) { transform: scaleX(-1); }

.foyer-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 0 16px;
  border: 0; border-radius: var(--foyer-radius-l);
  background: var(--foyer-accent); color: var(--foyer-accent-foreground);
  font-size: var(--foyer-font-size-m); font-weight: 600;
  transition: filter 120ms ease, background-color 120ms ease, transform 120ms ease;
}
.foyer-button:hover:not(:disabled) { filter: brightness(1.08); }
.foyer-button:active:not(:disabled) { transform: scale(0.98); }
.foyer-button:disabled { opacity: 0.55; }
.foyer-button--secondary { background: var(--foyer-surface); color: var(--foyer-foreground); }
.foyer-button--secondary:hover:not(:disabled) { filter: none; background: var(--foyer-surface-hover); }
.foyer-button--block { width: 100%; }

.foyer-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 36px; height: 36px; padding: 0; flex: none;
  border: 0; border-radius: var(--foyer-radius-m);
  background: transparent; color: var(--foyer-foreground-muted);
  transition: background-color 120ms ease, color 120ms ease;
}
.foyer-icon-button:hover:not(:disabled) { background: var(--foyer-surface); color: var(--foyer-foreground); }
.foyer-icon-button:disabled { opacity: 0.35; }
.foyer-icon-button--small { width: 28px; height: 28px; border-radius: var(--foyer-radius-s); }

.foyer-skeleton {
  display: block;
  border-radius: var(--foyer-radius-s);
  background: linear-gradient(90deg, var(--foyer-surface) 0%, var(--foyer-surface-hover) 50%, var(--foyer-surface) 100%);
  background-size: 200% 100%;
  animation: foyer-shimmer 1.4s ease-in-out infinite;
}
.foyer-spinner { display: block; animation: foyer-spin 0.8s linear infinite; }
.foyer-spinner-wrap { display: inline-flex; }

.foyer-wallet-image {
  position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none;
  overflow: hidden; border-radius: var(--foyer-radius-m);
  background: var(--foyer-surface);
  box-shadow: inset 0 0 0 1px var(--foyer-border);
}
.foyer-wallet-image img { display: block; width: 100%; height: 100%; object-fit: cover; opacity: 0; transition: opacity 150ms ease; }
.foyer-wallet-image[data-state="loaded"] img { opacity: 1; }
.foyer-wallet-image--monogram { color: #fff; font-weight: 700; letter-spacing: 0.02em; box-shadow: none; }

.foyer-tag {
  display: inline-flex; align-items: center; padding: 2px 8px; flex: none;
  border-radius: 999px; font-size: var(--foyer-font-size-xs); font-weight: 600;
  background: var(--foyer-surface); color: var(--foyer-foreground-muted);
}
/* Opaque tints (on the modal background, not the row's): the text keeps its contrast on a hovered or focused row. */
.foyer-tag--accent { background: color-mix(in srgb, var(--foyer-accent) 14%, var(--foyer-background)); color: var(--foyer-accent); }
.foyer-tag--success { background: color-mix(in srgb, var(--foyer-success) 14%, var(--foyer-background)); color: var(--foyer-success); }

@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@keyframes foyer-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes foyer-card-in { from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes foyer-view-in { from { opacity: 0; transform: translateX(8px); } to { opacity: 1; transform: none; } }
@keyframes foyer-toast-in { from { opacity: 0; transform: translate(-50%, 8px); } to { opacity: 1; transform: translate(-50%, 0); } }
@keyframes foyer-shake {
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
}

@media (prefers-reduced-motion: reduce) {
  .foyer-root *, .foyer-root *::before, .foyer-root *::after {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
  }
  .foyer-spinner { animation: foyer-spin 1.6s linear infinite !important; }
  .foyer-skeleton { animation: none !important; }
}
`;
