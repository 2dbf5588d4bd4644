/** The ConnectingExternal view. */
export const connectingExternalCss = `
.foyer-connecting { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding-top: 20px; }
.foyer-connecting__image { position: relative; display: inline-flex; padding: 10px; margin-bottom: 10px; }
.foyer-connecting__image .foyer-wallet-image { border-radius: 22px; }
.foyer-connecting__ring { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.foyer-connecting__ring rect {
  fill: none; stroke: var(--foyer-accent); stroke-width: 3; stroke-linecap: round;
  stroke-dasharray: 22 78;
  animation: foyer-dash 1.2s linear infinite;
}
@keyframes foyer-dash { to { stroke-dashoffset: -100; } }
.foyer-connecting__badge {
  position: absolute; inset-inline-end: 2px; bottom: 2px;
  display: inline-flex; align-items: center; justify-content: center;
  width: 26px; height: 26px; border-radius: 50%;
  background: var(--foyer-error); color: #fff;
  box-shadow: 0 0 0 3px var(--foyer-background);
}
.foyer-connecting__title { font-size: var(--foyer-font-size-l); font-weight: 600; }
.foyer-connecting__title[data-tone="error"] { color: var(--foyer-error); }
.foyer-connecting__text { max-width: 280px; font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-connecting__actions { margin-top: 12px; }
`;
