/** The AllWallets view: search field and the virtualized wallet grid. */
export const allWalletsCss = `
.foyer-all-wallets { display: flex; flex-direction: column; gap: 8px; padding-bottom: 8px; }
.foyer-search {
  position: relative; display: flex; align-items: center;
}
.foyer-search__icon { position: absolute; inset-inline-start: 12px; color: var(--foyer-foreground-muted); pointer-events: none; }
.foyer-search__input {
  width: 100%; height: 44px; padding-block: 0; padding-inline: 40px 12px;
  border: 0; border-radius: var(--foyer-radius-l);
  background: var(--foyer-surface);
  box-shadow: inset 0 0 0 1px var(--foyer-border);
  font-size: var(--foyer-font-size-l);
  transition: box-shadow 120ms ease, background-color 120ms ease;
  -webkit-appearance: none; appearance: none;
}
.foyer-search__input::placeholder { color: var(--foyer-foreground-muted); }
.foyer-search__input:focus-visible { outline: none; box-shadow: inset 0 0 0 2px var(--foyer-accent), 0 0 0 4px var(--foyer-focus-ring); background: var(--foyer-background); }
.foyer-search__input::-webkit-search-cancel-button { cursor: pointer; }
.foyer-all-wallets__scroll {
  position: relative;
  height: min(420px, calc(100vh - 220px)); min-height: 240px;
  margin: 0 -8px; padding: 0 8px;
  overflow-y: auto; overscroll-behavior: contain;
  scrollbar-width: thin; scrollbar-color: var(--foyer-surface-hover) transparent;
  -webkit-mask-image: linear-gradient(to bottom, transparent 0, #000 10px, #000 calc(100% - 16px), transparent 100%);
  mask-image: linear-gradient(to bottom, transparent 0, #000 10px, #000 calc(100% - 16px), transparent 100%);
}
.foyer-all-wallets__rows { position: relative; width: 100%; }
.foyer-wallet-grid-row {
  position: absolute; top: 0; inset-inline-start: 0; width: 100%;
  display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px;
}
.foyer-wallet-grid-row > [role="listitem"] { min-width: 0; }
.foyer-wallet-grid-row > .foyer-wallet-grid-error {
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px; padding: 0 4px;
  color: var(--foyer-error);
  font-size: var(--foyer-font-size-xs);
}
.foyer-wallet-card-skeleton { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 10px 4px; }
.foyer-all-wallets__count { font-size: var(--foyer-font-size-xs); color: var(--foyer-foreground-muted); padding: 0 4px; }
`;
