import type { ReactNode } from 'react';

/** Icon paths (24×24, stroked) for rows remotes add to the Account view's action list. */
export const ACTION_ICON_PATHS = {
  chevronRight: 'M9 5l7 7-7 7',
  send: 'M5 12h14m0 0l-6-6m6 6l-6 6',
  name: 'M4 7h16M4 12h10M4 17h7m9-2.5l-3.5 3.5L15 16.5',
} as const;

export type ActionRowProps = {
  testId: string;
  label: ReactNode;
  /** A stroked 24×24 path, e.g. one of `ACTION_ICON_PATHS`. */
  iconPath: string;
  onSelect(): void;
  disabled?: boolean;
};

function StrokeIcon({ path, size }: { path: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/**
 * A row of the Account view's action list, drawn like the shell's own rows (icon, label, chevron; the
 * modal's `foyer-action` styles), for the rows remotes add through the `AccountActions` slot.
 * @example
 * <ActionRow testId="account-send" label="Send" iconPath={ACTION_ICON_PATHS.send} onSelect={open} />
 */
export function ActionRow({ testId, label, iconPath, onSelect, disabled }: ActionRowProps) {
  return (
    <button type="button" className="foyer-action" data-testid={testId} disabled={disabled} onClick={onSelect}>
      <span className="foyer-action__icon" aria-hidden="true">
        <StrokeIcon path={iconPath} size={18} />
      </span>
      <span className="foyer-action__label">{label}</span>
      <span className="foyer-action__chevron" aria-hidden="true">
        <StrokeIcon path={ACTION_ICON_PATHS.chevronRight} size={16} />
      </span>
    </button>
  );
}
