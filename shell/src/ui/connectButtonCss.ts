/**
 * The host-page connect button (React `<ConnectButton>` and `<foyer-button>`). It lives outside
 * the modal, so every variable has a fallback; a page themes it by setting `--foyer-*` on an ancestor.
 */
export const connectButtonCss = `
.foyer-connect-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 40px; padding: 0 16px;
  border: 0; border-radius: var(--foyer-connect-button-radius, 12px);
  background: var(--foyer-accent, #1d4ed8); color: var(--foyer-accent-foreground, #ffffff);
  font-family: var(--foyer-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: 15px; font-weight: 600; line-height: 1; white-space: nowrap;
  cursor: pointer;
  box-shadow: 0 1px 2px rgba(17, 24, 39, 0.12);
  transition: filter 120ms ease, transform 120ms ease;
  -webkit-font-smoothing: antialiased;
}
.foyer-connect-button:hover { filter: brightness(1.08); }
.foyer-connect-button:active { transform: scale(0.98); }
.foyer-connect-button:focus { outline: none; }
.foyer-connect-button:focus-visible {
  outline: 2px solid var(--foyer-accent, #1d4ed8); outline-offset: 2px;
}
.foyer-connect-button[data-size="sm"] { height: 32px; padding: 0 12px; font-size: 13px; border-radius: var(--foyer-connect-button-radius, 10px); }
.foyer-connect-button[data-state="connected"] {
  background: var(--foyer-connect-button-connected-background, #f3f4f6); color: var(--foyer-connect-button-connected-foreground, #111827);
  font-variant-numeric: tabular-nums;
}
.foyer-connect-button[data-state="connecting"] { cursor: progress; }
.foyer-connect-button__dot { width: 8px; height: 8px; border-radius: 50%; background: #22c55e; flex: none; }
.foyer-connect-button__balance { font-weight: 500; opacity: 0.7; }
@media (prefers-reduced-motion: reduce) {
  .foyer-connect-button { transition: none; }
}
`;
