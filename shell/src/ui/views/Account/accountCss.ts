/** The Account view. */
export const accountCss = `
.foyer-account { display: flex; flex-direction: column; gap: 20px; }
.foyer-account__hero { display: flex; flex-direction: column; align-items: center; gap: 6px; padding-top: 4px; }
.foyer-avatar { display: block; border-radius: 50%; box-shadow: inset 0 0 0 1px var(--foyer-border); margin-bottom: 8px; }
.foyer-account__address-row { display: inline-flex; align-items: center; gap: 4px; }
.foyer-account__address {
  font-size: var(--foyer-font-size-xl); font-weight: 600; letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
}
.foyer-account__name {
  max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: var(--foyer-font-size-xl); font-weight: 600; letter-spacing: -0.01em;
}
.foyer-account__address--secondary { font-size: var(--foyer-font-size-m); font-weight: 500; color: var(--foyer-foreground-muted); }
.foyer-account__balance {
  min-height: 22px; font-size: var(--foyer-font-size-l); color: var(--foyer-foreground-muted);
  font-variant-numeric: tabular-nums;
}
.foyer-account__balance[data-state="error"] { color: var(--foyer-error); font-size: var(--foyer-font-size-s); display: inline-flex; align-items: center; gap: 8px; }
.foyer-network-pill {
  display: inline-flex; align-items: center; gap: 8px; margin-top: 6px;
  padding-block: 6px; padding-inline: 8px 12px; border-radius: 999px;
  background: var(--foyer-surface);
  font-size: var(--foyer-font-size-s); font-weight: 500;
}
.foyer-network-pill--button { border: 0; color: inherit; transition: background-color 120ms ease; }
.foyer-network-pill--button:hover { background: var(--foyer-surface-hover); }
.foyer-network-pill--button .foyer-icon { color: var(--foyer-foreground-muted); margin-inline-start: -2px; }
.foyer-network-pill__dot {
  width: 10px; height: 10px; border-radius: 50%;
  background: var(--foyer-success);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--foyer-success) 20%, transparent);
}
.foyer-network-pill[data-testnet="true"] .foyer-network-pill__dot {
  background: var(--foyer-warning);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--foyer-warning) 20%, transparent);
}
.foyer-action-list { display: flex; flex-direction: column; gap: 8px; }
.foyer-action {
  display: flex; align-items: center; gap: 12px; width: 100%;
  min-height: 52px; padding: 8px 12px;
  border: 0; border-radius: var(--foyer-radius-l);
  background: var(--foyer-surface);
  font-size: var(--foyer-font-size-l); font-weight: 500; text-align: start;
  transition: background-color 120ms ease;
}
.foyer-action:hover:not(:disabled) { background: var(--foyer-surface-hover); }
.foyer-action__icon {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border-radius: var(--foyer-radius-m);
  background: color-mix(in srgb, var(--foyer-accent) 14%, transparent); color: var(--foyer-accent);
}
.foyer-action__label { flex: 1; }
.foyer-action__chevron { color: var(--foyer-foreground-muted); }
.foyer-action--danger .foyer-action__icon { background: color-mix(in srgb, var(--foyer-error) 12%, transparent); color: var(--foyer-error); }
`;
