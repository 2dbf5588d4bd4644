/** The Account view's tabs (Tokens, NFTs, Activity): written by the tabs' own chunk. */
export const accountTabsCss = `
.foyer-tabs { display: flex; flex-direction: column; gap: 12px; }
.foyer-tabs__list { display: flex; gap: 4px; padding: 4px; border-radius: var(--foyer-radius-l); background: var(--foyer-surface); }
.foyer-tabs__tab {
  flex: 1; min-height: 36px; padding: 6px 10px; border: 0; border-radius: var(--foyer-radius-m);
  background: transparent; color: var(--foyer-foreground-muted);
  font-size: var(--foyer-font-size-m); font-weight: 600;
  transition: background-color 120ms ease, color 120ms ease;
}
.foyer-tabs__tab:hover { color: inherit; }
.foyer-tabs__tab[aria-selected="true"] { background: var(--foyer-background); color: inherit; box-shadow: 0 1px 2px color-mix(in srgb, black 10%, transparent); }
.foyer-tabs__tab:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 1px; }
.foyer-tabs__panel { min-height: 120px; }
.foyer-tabs__panel:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 2px; border-radius: var(--foyer-radius-m); }
.foyer-token-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.foyer-token {
  display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px 12px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
}
.foyer-token__icon, .foyer-token__monogram {
  flex: none; width: 32px; height: 32px; border-radius: 50%;
  display: inline-flex; align-items: center; justify-content: center;
  background: color-mix(in srgb, var(--foyer-accent) 14%, transparent); color: var(--foyer-accent);
  font-size: var(--foyer-font-size-s); font-weight: 700;
}
.foyer-token__names, .foyer-token__amounts { display: flex; flex-direction: column; min-width: 0; }
.foyer-token__names { flex: 1; }
.foyer-token__amounts { align-items: flex-end; font-variant-numeric: tabular-nums; }
.foyer-token__name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-token__symbol, .foyer-token__fiat { font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-token__amount { font-weight: 600; }
.foyer-nft-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.foyer-nft {
  display: flex; flex-direction: column; gap: 4px; padding: 4px; border-radius: var(--foyer-radius-l);
  background: var(--foyer-surface); font-size: var(--foyer-font-size-s);
}
.foyer-nft:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 1px; }
.foyer-nft__image { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--foyer-radius-m); background: var(--foyer-background); }
.foyer-nft__name { padding: 0 4px 4px; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
