/** Layout of the pairing views; colours and sizes come from the shell's `--foyer-*` variables. */
export const walletConnectCss = `
.foyer-wc { display: flex; flex-direction: column; align-items: stretch; gap: 14px; padding: 8px 16px 16px; }
.foyer-wc__qr-frame {
  align-self: center; width: 232px; aspect-ratio: 1; padding: 8px; border-radius: var(--foyer-radius-l, 16px);
  background: #ffffff; box-shadow: 0 0 0 1px var(--foyer-border, rgba(17, 24, 39, 0.08)); box-sizing: border-box;
}
.foyer-wc__qr { display: block; width: 100%; height: auto; transition: opacity 150ms; }
.foyer-wc__qr[data-dimmed] { opacity: 0.2; }
.foyer-wc__qr-placeholder {
  width: 100%; height: 100%; border-radius: var(--foyer-radius-m, 12px); background: var(--foyer-surface, #f3f4f6);
  animation: foyer-wc-pulse 1.2s ease-in-out infinite;
}
@keyframes foyer-wc-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .foyer-wc__qr-placeholder { animation: none; } }
.foyer-wc__text, .foyer-wc__notice { margin: 0; text-align: center; font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); }
.foyer-wc__notice { color: var(--foyer-foreground, #111827); font-weight: 500; }
.foyer-wc__title { margin: 0 0 4px; text-align: center; font-weight: 600; }
.foyer-wc__title[data-tone='error'] { color: var(--foyer-error, #dc2626); }
.foyer-wc__failure { display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 24px 0 8px; }
.foyer-wc__wallets-title { margin: 4px 0 8px; font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); font-weight: 500; }
.foyer-wc__wallet-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.foyer-wc__wallet {
  display: flex; align-items: center; gap: 8px; padding: 8px; border-radius: var(--foyer-radius-m, 12px);
  background: var(--foyer-surface, #f3f4f6); color: inherit; text-decoration: none; font-size: var(--foyer-font-size-s, 13px);
}
.foyer-wc__wallet:hover { background: var(--foyer-surface-hover, #e5e7eb); }
.foyer-wc__wallet:focus-visible { outline: 2px solid var(--foyer-accent, #2563eb); outline-offset: 2px; }
.foyer-wc__wallet-image { width: 32px; height: 32px; border-radius: 8px; flex: none; }
.foyer-wc__wallet-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
