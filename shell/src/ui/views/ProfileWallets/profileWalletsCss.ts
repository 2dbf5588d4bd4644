/** The ProfileWallets view. */
export const profileWalletsCss = `
.foyer-profile__list { display: flex; flex-direction: column; gap: 8px; }
.foyer-profile__row {
  display: flex; align-items: center; gap: 12px; min-height: 60px; padding-block: 8px; padding-inline: 12px 8px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
}
.foyer-profile__row[data-in-use="true"] { box-shadow: inset 0 0 0 1.5px var(--foyer-accent); }
.foyer-profile__main {
  flex: 1; min-width: 0; display: flex; align-items: center; gap: 12px;
  padding: 4px; border: 0; border-radius: var(--foyer-radius-m); background: transparent; text-align: start;
}
.foyer-profile__main:hover:not(:disabled) { background: var(--foyer-surface-hover); }
.foyer-profile__text { display: flex; flex-direction: column; min-width: 0; }
.foyer-profile__address { font-weight: 600; font-variant-numeric: tabular-nums; }
.foyer-profile__meta { font-size: var(--foyer-font-size-xs); color: var(--foyer-foreground-muted); }
.foyer-profile__actions { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; }
`;
