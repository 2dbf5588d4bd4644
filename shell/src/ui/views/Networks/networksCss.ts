/** The network list (Networks, UnsupportedChain) and the network switching views (SwitchNetwork and SwitchActiveChain reuse the connecting and state layouts). */
export const networksCss = `
.foyer-network-list { display: flex; flex-direction: column; gap: 8px; }
.foyer-network-row { min-height: 52px; }
.foyer-network-row .foyer-wallet-image { border-radius: 50%; }
.foyer-network-row[aria-current="true"] { box-shadow: inset 0 0 0 1.5px var(--foyer-accent); }
.foyer-network-row:disabled:not([aria-busy="true"]) { opacity: 0.6; }
.foyer-network-row__family {
  display: block; font-size: var(--foyer-font-size-xs); font-weight: 400; color: var(--foyer-foreground-muted);
}
.foyer-network-row__check { display: inline-flex; color: var(--foyer-accent); }
.foyer-networks__hint, .foyer-unsupported__text {
  margin-top: 12px; font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); text-align: center;
}
.foyer-unsupported__text { margin: 0 0 16px; }
.foyer-switch__actions { display: flex; flex-direction: column; gap: 8px; width: 100%; margin-top: 12px; }
`;
