/** Layout of ApproveTransaction; colours come from the shell's `--foyer-*` variables. */
export const approveTransactionCss = `
.foyer-approve { display: flex; flex-direction: column; gap: 16px; padding: 8px 16px 16px; }
.foyer-approve__title { font-size: var(--foyer-font-size-l, 16px); font-weight: 600; text-align: center; }
.foyer-approve__summary { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 0; padding: 12px;
  border-radius: var(--foyer-radius-m, 12px); background: var(--foyer-surface, #f3f4f6); }
.foyer-approve__label { color: var(--foyer-foreground-muted, #6b7280); font-size: var(--foyer-font-size-s, 13px); }
.foyer-approve__value { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; font-size: var(--foyer-font-size-s, 13px); }
.foyer-approve__actions { display: flex; gap: 8px; }
.foyer-approve__actions .foyer-button { flex: 1; }
.foyer-approve__empty { text-align: center; color: var(--foyer-foreground-muted, #6b7280); }
`;
