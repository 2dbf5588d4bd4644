/** Layout of the socials remote's slot and views; colours come from the shell's `--foyer-*` variables. */
export const socialsCss = `
.foyer-socials { display: flex; flex-wrap: wrap; gap: 8px; }
.foyer-socials__button { flex: 1 1 calc(25% - 8px); min-width: 64px; min-height: 40px; border: 0;
  border-radius: var(--foyer-radius-l, 16px); background: var(--foyer-surface, #f3f4f6); font-weight: 600; }
.foyer-socials__button:hover:not(:disabled) { background: var(--foyer-surface-hover, #e5e7eb); }
.foyer-socials__view { display: flex; flex-direction: column; align-items: stretch; gap: 12px; padding: 8px 16px 16px; text-align: center; }
.foyer-socials__title { font-size: var(--foyer-font-size-l, 16px); font-weight: 600; }
.foyer-socials__hint { color: var(--foyer-foreground-muted, #6b7280); }
.foyer-socials__error { color: var(--foyer-error, #dc2626); }
.foyer-socials__qr-frame { align-self: center; width: 216px; padding: 8px; border-radius: var(--foyer-radius-l, 16px); background: #ffffff; }
.foyer-socials__qr { display: block; width: 100%; height: auto; }
`;
