/** The Connect view. */
export const connectCss = `
.foyer-connect { display: flex; flex-direction: column; gap: 16px; }
.foyer-connect__separator {
  display: flex; align-items: center; gap: 12px;
  font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted);
}
.foyer-connect__separator::before, .foyer-connect__separator::after { content: ""; flex: 1; height: 1px; background: var(--foyer-border); }
.foyer-connect__method:empty { display: none; }
.foyer-wallet-row-skeleton {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px 8px 8px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
}
`;
