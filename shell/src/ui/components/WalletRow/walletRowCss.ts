/** Wallet rows (Connect view) and wallet cards (AllWallets grid). */
export const walletRowCss = `
.foyer-wallet-list { display: flex; flex-direction: column; gap: 8px; }
.foyer-wallet-row {
  display: flex; align-items: center; gap: 12px; width: 100%;
  min-height: 56px; padding-block: 8px; padding-inline: 8px 12px;
  border: 0; border-radius: var(--foyer-radius-l);
  background: var(--foyer-surface);
  text-align: start;
  transition: background-color 120ms ease, transform 120ms ease;
}
.foyer-wallet-row:hover:not(:disabled) { background: var(--foyer-surface-hover); }
.foyer-wallet-row:active:not(:disabled) { transform: scale(0.99); }
.foyer-wallet-row__name {
  flex: 1; min-width: 0;
  font-size: var(--foyer-font-size-l); font-weight: 500;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.foyer-wallet-row__all-icon {
  display: grid; grid-template-columns: repeat(2, 1fr); gap: 2px; padding: 4px;
  width: 40px; height: 40px; flex: none;
  border-radius: var(--foyer-radius-m);
  background: var(--foyer-background);
  box-shadow: inset 0 0 0 1px var(--foyer-border);
}
.foyer-wallet-row__all-icon .foyer-wallet-image { border-radius: 4px; box-shadow: none; }

.foyer-wallet-card {
  display: flex; flex-direction: column; align-items: center; justify-content: flex-start; gap: 6px;
  width: 100%; height: 100%; padding: 10px 4px 6px;
  border: 0; border-radius: var(--foyer-radius-l);
  background: transparent;
  transition: background-color 120ms ease;
}
.foyer-wallet-card:hover:not(:disabled) { background: var(--foyer-surface); }
.foyer-wallet-card__name {
  max-width: 100%;
  font-size: var(--foyer-font-size-xs); font-weight: 500; line-height: 1.25;
  color: var(--foyer-foreground);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.foyer-wallet-card__badge {
  position: absolute; inset-inline-end: -3px; bottom: -3px;
  width: 14px; height: 14px; border-radius: 50%;
  background: var(--foyer-success); box-shadow: 0 0 0 2px var(--foyer-background);
}
.foyer-wallet-card__icon { position: relative; display: inline-flex; }
`;
