/** The Connect view, its legal checkbox and wallet guide, and the wallet guide's views. */
export const connectCss = `
.foyer-connect { display: flex; flex-direction: column; gap: 16px; }
.foyer-connect__separator {
  display: flex; align-items: center; gap: 12px;
  font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted);
}
.foyer-connect__separator::before, .foyer-connect__separator::after { content: ""; flex: 1; height: 1px; background: var(--foyer-border); }
.foyer-connect__method:empty { display: none; }
.foyer-wallet-row-skeleton {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding-block: 8px; padding-inline: 8px 12px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
}
.foyer-connect [aria-disabled="true"] { opacity: 0.45; cursor: not-allowed; }
.foyer-legal {
  display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
  font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted);
}
.foyer-legal__box { flex: none; width: 24px; height: 24px; margin: 0; accent-color: var(--foyer-accent); }
.foyer-legal__label { line-height: 1.45; }
.foyer-legal a, .foyer-link, .foyer-guide a { color: var(--foyer-accent); font-weight: 600; text-decoration: underline; }
.foyer-link { min-height: 24px; padding: 0 2px; border: 0; background: none; font: inherit; cursor: pointer; }
.foyer-connect__guide { text-align: center; font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-connect__wallet-icon { display: grid; place-items: center; color: var(--foyer-accent); }
.foyer-guide { display: flex; flex-direction: column; gap: 16px; }
.foyer-guide__points { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.foyer-guide__point { padding: 12px; border-radius: var(--foyer-radius-l); background: var(--foyer-surface); }
.foyer-guide__point h3 { margin: 0 0 4px; font-size: var(--foyer-font-size-m); }
.foyer-guide__point p { margin: 0; font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-guide__wallets { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.foyer-guide__wallet {
  display: flex; align-items: center; gap: 12px; padding-block: 8px; padding-inline: 8px 12px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
}
.foyer-guide__name { flex: 1; font-weight: 600; }
.foyer-guide__links { display: flex; flex-wrap: wrap; gap: 8px; font-size: var(--foyer-font-size-s); }
.foyer-guide__links a { display: inline-flex; align-items: center; min-height: 24px; }
`;
