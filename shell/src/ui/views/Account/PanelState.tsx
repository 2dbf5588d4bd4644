import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { messages } from '../../messages.js';

export type PanelStateProps = {
  testId: string;
  icon: IconName;
  title: string;
  text?: string;
  /** An error: announced (role alert) and drawn in the error colour. */
  error?: boolean;
  onRetry?: () => void;
  retryTestId?: string;
  busy?: boolean;
};

/** A tab panel's empty or error state: icon, title, optional text and Retry. */
export function PanelState({ testId, icon, title, text, error, onRetry, retryTestId, busy }: PanelStateProps) {
  return (
    <div className="foyer-state" data-testid={testId} role={error ? 'alert' : undefined}>
      <span className={`foyer-state__icon${error ? ' foyer-state__icon--error' : ''}`} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <p className="foyer-state__title">{title}</p>
      {text ? <p className="foyer-state__text">{text}</p> : null}
      {onRetry ? (
        <button type="button" className="foyer-button foyer-button--secondary" data-testid={retryTestId} disabled={busy} aria-busy={busy || undefined} onClick={onRetry}>
          {busy ? <Spinner size={16} /> : <Icon name="refresh" size={16} />}
          {messages.common.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

export type PanelLoadingProps = { testId: string; className: string; label: string; height: number };

/** A tab panel while its data loads: three placeholders in the panel's layout, announced as busy. */
export function PanelLoading({ testId, className, label, height }: PanelLoadingProps) {
  return (
    <div className={className} data-testid={testId} aria-busy="true">
      <span className="foyer-visually-hidden">{label}</span>
      {[0, 1, 2].map((item) => (
        <Skeleton key={item} height={height} radius="var(--foyer-radius-l)" />
      ))}
    </div>
  );
}
