/** The Activity tab's panel (the modal's `--foyer-*` variables only). */
export const activityCss = `
.foyer-activity { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.foyer-activity__item {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px;
  border-radius: var(--foyer-radius-l); background: var(--foyer-surface);
}
.foyer-activity__icon {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border-radius: 50%;
  background: color-mix(in srgb, var(--foyer-accent) 14%, transparent); color: var(--foyer-accent);
}
.foyer-activity__item[data-status="failed"] .foyer-activity__icon { background: color-mix(in srgb, var(--foyer-error) 12%, transparent); color: var(--foyer-error); }
.foyer-activity__main, .foyer-activity__side { display: flex; flex-direction: column; min-width: 0; }
/* The title keeps its words; a long amount gives way (ellipsis, the whole list in its title). */
.foyer-activity__main { flex: 1 0 auto; }
.foyer-activity__side { flex: 0 1 auto; align-items: flex-end; text-align: right; font-variant-numeric: tabular-nums; }
.foyer-activity__amount { max-width: 100%; }
.foyer-activity__title, .foyer-activity__amount { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-activity__status, .foyer-activity__time { font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-activity__status[data-status="failed"] { color: var(--foyer-error); }
.foyer-activity__status[data-status="pending"] { color: var(--foyer-warning); }
.foyer-activity__skeleton { height: 56px; border-radius: var(--foyer-radius-l); }
.foyer-activity__state { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 0; text-align: center; }
.foyer-activity__state-title { font-weight: 600; }
.foyer-activity__state-text { font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-activity__sentinel { height: 1px; list-style: none; }
`;
