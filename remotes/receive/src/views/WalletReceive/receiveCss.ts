/** Layout of the WalletReceive view; colours and sizes come from the shell's `--foyer-*` variables. */
export const receiveCss = `
.foyer-receive { display: flex; flex-direction: column; align-items: stretch; gap: 16px; padding: 8px 16px 16px; }
.foyer-receive__qr-frame {
  align-self: center; width: 216px; padding: 8px; border-radius: var(--foyer-radius-l, 16px);
  background: #ffffff; box-shadow: 0 0 0 1px var(--foyer-border, rgba(17, 24, 39, 0.08));
}
.foyer-receive__qr { display: block; width: 100%; height: auto; }
.foyer-receive__address-block { margin: 0; }
.foyer-receive__address-label, .foyer-receive__networks-title {
  font-size: var(--foyer-font-size-s, 13px); color: var(--foyer-foreground-muted, #6b7280); font-weight: 500;
}
.foyer-receive__address {
  display: block; margin: 4px 0 0; padding: 10px 12px; border-radius: var(--foyer-radius-m, 12px);
  background: var(--foyer-surface, #f3f4f6); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--foyer-font-size-xs, 11px); overflow-wrap: anywhere; user-select: all;
}
.foyer-receive__networks { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.foyer-receive__network {
  display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; border-radius: 999px;
  background: var(--foyer-surface, #f3f4f6); font-size: var(--foyer-font-size-s, 13px);
}
.foyer-receive__network-dot { width: 6px; height: 6px; border-radius: 50%; background: var(--foyer-success, #16a34a); }
.foyer-receive__empty { text-align: center; color: var(--foyer-foreground-muted, #6b7280); padding: 24px 0; }
`;
