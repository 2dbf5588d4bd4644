/** Layout of the pay view (buttons use the shell's `foyer-button`); colours come from `--foyer-*` variables. */
export const payCss = `
.foyer-pay { display: flex; flex-direction: column; gap: 12px; padding: 8px 16px 16px; }
.foyer-pay__request { display: flex; flex-direction: column; align-items: center; gap: 4px; text-align: center; }
.foyer-pay__amount { margin: 0; font-size: var(--foyer-font-size-xl, 24px); font-weight: 700; }
.foyer-pay__summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 8px 0 0; width: 100%; }
.foyer-pay__summary dt { color: var(--foyer-foreground-muted, #6b7280); text-align: left; }
.foyer-pay__summary dd { margin: 0; text-align: right; word-break: break-all; }
.foyer-pay__methods { display: flex; flex-direction: column; gap: 8px; }
.foyer-pay__method {
  display: flex; flex-direction: column; align-items: flex-start; gap: 2px; width: 100%; min-height: 56px; padding: 8px 12px;
  border-radius: var(--foyer-radius-l, 16px); border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12));
  background: var(--foyer-surface, #f3f4f6); color: inherit; font: inherit; cursor: pointer; text-align: left;
}
.foyer-pay__method[aria-pressed='true'] { border-color: var(--foyer-accent, #2563eb); box-shadow: inset 0 0 0 1px var(--foyer-accent, #2563eb); }
.foyer-pay__method:disabled { cursor: not-allowed; opacity: 0.7; }
.foyer-pay__method:focus-visible { outline: 2px solid var(--foyer-focus-ring, var(--foyer-accent, #2563eb)); outline-offset: 1px; }
.foyer-pay__method-label { font-weight: 600; }
.foyer-pay__method-hint, .foyer-pay__muted { font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); margin: 0; }
.foyer-pay__method-hint[data-insufficient] { color: var(--foyer-error, #dc2626); }
.foyer-pay__error { color: var(--foyer-error, #dc2626); font-size: var(--foyer-font-size-s, 13px); margin: 0; }
.foyer-pay__success { display: flex; flex-direction: column; align-items: center; gap: 4px; margin: 0; font-weight: 600; color: var(--foyer-success, #16a34a); }
`;
