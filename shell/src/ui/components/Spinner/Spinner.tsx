export type SpinnerProps = { size?: number; label?: string };

/** A spinning ring. Decorative unless `label` is given (then it is announced as a status). */
export function Spinner({ size = 20, label }: SpinnerProps) {
  const ring = (
    <svg className="foyer-spinner" width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" aria-label={label} className="foyer-spinner-wrap">
      {ring}
    </span>
  );
}
