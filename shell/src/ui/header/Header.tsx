import { Icon } from '../components/Icon/Icon.js';
import { messages } from '../messages.js';

export type HeaderProps = {
  /** Id of the title element: the dialog's `aria-labelledby`. */
  titleId: string;
  title: string;
  canGoBack: boolean;
  closeDisabled: boolean;
  onBack: () => void;
  onClose: () => void;
};

/** Back (absent at the first view), the view title, and close (disabled while sign-in is required). */
export function Header({ titleId, title, canGoBack, closeDisabled, onBack, onClose }: HeaderProps) {
  return (
    <div className="foyer-header">
      {canGoBack ? (
        <button type="button" className="foyer-icon-button" data-testid="header-back" aria-label={messages.header.back} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span className="foyer-header__spacer" aria-hidden="true" />
      )}
      <h2 id={titleId} key={title} className="foyer-header__title">
        {title}
      </h2>
      <button
        type="button"
        className="foyer-icon-button"
        data-testid="header-close"
        aria-label={messages.header.close}
        disabled={closeDisabled}
        title={closeDisabled ? messages.header.closeDisabled : undefined}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
