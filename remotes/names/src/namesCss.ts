/** Layout of the names remote's views (buttons use the shell's `foyer-button`); colours come from `--foyer-*` variables. */
export const namesCss = `
.foyer-names { display: flex; flex-direction: column; gap: 12px; padding: 8px 16px 16px; }
.foyer-names__label { font-weight: 600; font-size: var(--foyer-font-size-s, 13px); }
.foyer-names__field {
  display: flex; align-items: center; min-height: 40px; padding: 0 12px; border-radius: var(--foyer-radius-l, 16px);
  border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12)); background: var(--foyer-surface, #f3f4f6);
}
.foyer-names__field:focus-within { outline: 2px solid var(--foyer-focus-ring, var(--foyer-accent, #2563eb)); outline-offset: 1px; }
.foyer-names__field[data-invalid='true'] { border-color: var(--foyer-error, #dc2626); }
.foyer-names__input { flex: 1; align-self: stretch; min-width: 0; min-height: 24px; border: 0; background: transparent; font: inherit; color: inherit; outline: none; }
.foyer-names__suffix { color: var(--foyer-foreground-muted, #6b7280); }
.foyer-names__hint, .foyer-names__status { font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); margin: 0; }
.foyer-names__status[data-state='available'] { color: var(--foyer-success, #16a34a); }
.foyer-names__status[data-state='taken'], .foyer-names__status[data-state='invalid'], .foyer-names__status[data-state='error'],
.foyer-names__error { color: var(--foyer-error, #dc2626); font-size: var(--foyer-font-size-s, 13px); margin: 0; }
.foyer-names__suggestions { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0; }
.foyer-names__name { font-size: var(--foyer-font-size-l, 16px); font-weight: 600; text-align: center; word-break: break-all; margin: 0; }
`;
