/** Layout of the onramp remote's views (buttons use the shell's `foyer-button`); colours come from `--foyer-*` variables. */
export const onrampCss = `
.foyer-onramp { display: flex; flex-direction: column; gap: 12px; padding: 8px 16px 16px; }
.foyer-onramp__label { font-weight: 600; font-size: var(--foyer-font-size-s, 13px); margin: 0; }
.foyer-onramp__group { display: flex; flex-direction: column; gap: 6px; border: 0; margin: 0; padding: 0; min-width: 0; }
.foyer-onramp__row {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%; min-height: 44px; padding: 6px 12px;
  border-radius: var(--foyer-radius-l, 16px); border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12));
  background: var(--foyer-surface, #f3f4f6); color: inherit; font: inherit; cursor: pointer; text-align: left;
}
.foyer-onramp__row[aria-pressed='true'], .foyer-onramp__row[aria-current='true'] { border-color: var(--foyer-accent, #2563eb); }
.foyer-onramp__row:focus-visible { outline: 2px solid var(--foyer-focus-ring, var(--foyer-accent, #2563eb)); outline-offset: 1px; }
.foyer-onramp__stack { display: flex; flex-direction: column; gap: 2px; }
.foyer-onramp__field {
  display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 12px; border-radius: var(--foyer-radius-l, 16px);
  border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12)); background: var(--foyer-surface, #f3f4f6);
}
.foyer-onramp__field:focus-within { outline: 2px solid var(--foyer-focus-ring, var(--foyer-accent, #2563eb)); outline-offset: 1px; }
.foyer-onramp__field[data-invalid='true'] { border-color: var(--foyer-error, #dc2626); }
.foyer-onramp__input { flex: 1; align-self: stretch; min-width: 0; min-height: 24px; border: 0; background: transparent; font: inherit; color: inherit; outline: none; }
.foyer-onramp__fiat { min-height: 24px; border: 0; background: transparent; color: var(--foyer-accent, #2563eb); font: inherit; font-weight: 600; cursor: pointer; }
.foyer-onramp__methods { display: flex; gap: 8px; }
.foyer-onramp__methods label { display: flex; min-height: 24px; align-items: center; gap: 6px; cursor: pointer; }
.foyer-onramp__muted, .foyer-onramp__hint { font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); margin: 0; }
.foyer-onramp__error { color: var(--foyer-error, #dc2626); font-size: var(--foyer-font-size-s, 13px); margin: 0; }
.foyer-onramp__badge { font-size: var(--foyer-font-size-xs, 12px); color: var(--foyer-warning, #b45309); margin: 0; }
.foyer-onramp__estimate {
  font-size: var(--foyer-font-size-s, 13px); margin: 0; padding: 6px 8px; border-radius: var(--foyer-radius-m, 8px);
  background: var(--foyer-warning-surface, #fef3c7); color: var(--foyer-warning-text, #78350f);
}
.foyer-onramp__summary { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; }
.foyer-onramp__summary dt { color: var(--foyer-foreground-muted, #6b7280); }
.foyer-onramp__summary dd { margin: 0; text-align: right; word-break: break-all; }
.foyer-onramp__list { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; }
.foyer-onramp__link { color: var(--foyer-accent, #2563eb); background: transparent; border: 0; font: inherit; cursor: pointer; padding: 0; text-align: left; min-height: 24px; }
.foyer-onramp__status { display: flex; flex-direction: column; gap: 8px; align-items: center; text-align: center; padding: 8px 0; }
`;
