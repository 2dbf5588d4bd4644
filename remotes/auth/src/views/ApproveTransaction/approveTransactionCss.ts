/** Layout of ApproveTransaction; colours come from the shell's `--foyer-*` variables. */
export const approveTransactionCss = `
.foyer-approve { display: flex; flex-direction: column; gap: 12px; padding: 8px 16px 16px; }
.foyer-approve__lead { margin: 0; text-align: center; font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); overflow-wrap: anywhere; }
.foyer-approve__frame-area { box-sizing: border-box; height: 480px; display: flex; align-items: center; justify-content: center;
  border-radius: var(--foyer-radius-m, 12px); background: var(--foyer-surface, #f3f4f6); color: var(--foyer-foreground-muted, #6b7280); }
.foyer-approve__empty { text-align: center; color: var(--foyer-foreground-muted, #6b7280); }
`;
