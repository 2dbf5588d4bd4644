/** Layout of the send remote's views (buttons use the shell's `foyer-button`); colours come from `--foyer-*` variables. */
export const sendCss = `
.foyer-send { display: flex; flex-direction: column; gap: 12px; padding: 8px 16px 16px; }
.foyer-send__label { font-weight: 600; font-size: var(--foyer-font-size-s, 13px); }
.foyer-send__group { display: flex; flex-direction: column; gap: 6px; }
.foyer-send__field {
  display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 12px; border-radius: var(--foyer-radius-l, 16px);
  border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12)); background: var(--foyer-surface, #f3f4f6);
}
.foyer-send__field:focus-within { outline: 2px solid var(--foyer-focus-ring, var(--foyer-accent, #2563eb)); outline-offset: 1px; }
.foyer-send__field[data-invalid='true'] { border-color: var(--foyer-error, #dc2626); }
.foyer-send__input { flex: 1; align-self: stretch; min-width: 0; min-height: 24px; border: 0; background: transparent; font: inherit; color: inherit; outline: none; }
.foyer-send__token {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%; min-height: 44px; padding: 0 12px;
  border-radius: var(--foyer-radius-l, 16px); border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12));
  background: var(--foyer-surface, #f3f4f6); color: inherit; font: inherit; cursor: pointer; text-align: left;
}
.foyer-send__token:focus-visible { outline: 2px solid var(--foyer-focus-ring, var(--foyer-accent, #2563eb)); outline-offset: 1px; }
.foyer-send__icon { width: 24px; height: 24px; border-radius: 50%; flex: none; }
.foyer-send__muted, .foyer-send__hint { font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); margin: 0; }
.foyer-send__error { color: var(--foyer-error, #dc2626); font-size: var(--foyer-font-size-s, 13px); margin: 0; }
.foyer-send__max { min-height: 24px; border: 0; background: transparent; color: var(--foyer-accent, #2563eb); font: inherit; font-weight: 600; cursor: pointer; }
.foyer-send__list { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; }
.foyer-send__summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0; }
.foyer-send__summary dt { color: var(--foyer-foreground-muted, #6b7280); }
.foyer-send__summary dd { margin: 0; text-align: right; word-break: break-all; }
`;
