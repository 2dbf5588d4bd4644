/** Centered status layouts (loading, empty, error, "not available") shared by the views. */
export const stateCss = `
.foyer-state {
  display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px;
  padding-top: 24px; padding-bottom: 28px;
}
.foyer-state__icon {
  display: inline-flex; align-items: center; justify-content: center;
  width: 56px; height: 56px; margin-bottom: 4px;
  border-radius: 50%;
  background: var(--foyer-surface); color: var(--foyer-foreground-muted);
}
.foyer-state__icon--error { background: color-mix(in srgb, var(--foyer-error) 12%, transparent); color: var(--foyer-error); }
.foyer-state__title { font-size: var(--foyer-font-size-l); font-weight: 600; }
.foyer-state__text { max-width: 280px; margin-bottom: 8px; font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-feature-loading { display: flex; align-items: center; justify-content: center; min-height: 220px; color: var(--foyer-accent); }
`;
