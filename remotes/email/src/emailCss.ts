/** Layout of the email remote's views and slot; colours come from the shell's `--foyer-*` variables. */
export const emailCss = `
.foyer-email { display: flex; flex-direction: column; gap: 12px; }
.foyer-email--view { padding: 8px 16px 16px; align-items: stretch; text-align: center; }
.foyer-email__form { display: flex; gap: 8px; }
.foyer-email__input, .foyer-otp__input {
  flex: 1; min-width: 0; min-height: 40px; padding: 0 12px; border-radius: var(--foyer-radius-l, 16px);
  border: 1px solid var(--foyer-border, rgba(17, 24, 39, 0.12)); background: var(--foyer-surface, #f3f4f6);
}
.foyer-otp__input { width: 100%; text-align: center; letter-spacing: 0.5em; font-size: 20px; font-variant-numeric: tabular-nums; }
.foyer-email__input[aria-invalid='true'] { border-color: var(--foyer-error, #dc2626); }
.foyer-email__hint { color: var(--foyer-foreground-muted, #6b7280); font-size: var(--foyer-font-size-s, 13px); }
.foyer-email__error { color: var(--foyer-error, #dc2626); font-size: var(--foyer-font-size-s, 13px); }
.foyer-email__title { font-size: var(--foyer-font-size-l, 16px); font-weight: 600; }
`;
