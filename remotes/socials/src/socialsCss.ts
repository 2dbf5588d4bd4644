/** Layout of the socials remote's slot and views; colours come from the shell's `--foyer-*` variables. */
export const socialsCss = `
.foyer-socials { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 8px; }
.foyer-socials__button { min-width: 0; min-height: 40px; padding: 0 8px; border: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  border-radius: var(--foyer-radius-l, 16px); background: var(--foyer-surface, #f3f4f6); font-weight: 600; }
.foyer-socials__button:hover:not(:disabled) { background: var(--foyer-surface-hover, #e5e7eb); }
.foyer-socials__view { display: flex; flex-direction: column; align-items: stretch; gap: 12px; padding: 8px 16px 16px; text-align: center; }
.foyer-socials__title { font-size: var(--foyer-font-size-l, 16px); font-weight: 600; }
.foyer-socials__hint { color: var(--foyer-foreground-muted, #6b7280); }
.foyer-socials__error { color: var(--foyer-error, #dc2626); }
.foyer-socials__qr-frame { align-self: center; width: 216px; padding: 8px; border-radius: var(--foyer-radius-l, 16px); background: #ffffff; }
.foyer-socials__qr { display: block; width: 100%; height: auto; }
`;
