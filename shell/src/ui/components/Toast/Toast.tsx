import { selectToast } from '@foyer/kernel';
import { useSelector } from 'react-redux';
import { Icon } from '../Icon/Icon.js';
import { Spinner } from '../Spinner/Spinner.js';

/**
 * The store's current toast. The live region stays mounted so each new message is announced;
 * the hide / 150 ms re-show and auto-hide timings are the shell's toast listener's job.
 */
export function Toast() {
  const toast = useSelector(selectToast);
  return (
    <div className="foyer-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div key={toast.id} className="foyer-toast" data-testid="toast" data-variant={toast.variant}>
          <span className="foyer-toast__icon" aria-hidden="true">
            {toast.variant === 'loading' ? (
              <Spinner size={16} />
            ) : (
              <Icon name={toast.variant === 'success' ? 'check' : toast.variant === 'error' ? 'alert' : 'info'} size={16} />
            )}
          </span>
          <span className="foyer-toast__message">{toast.message}</span>
        </div>
      ) : null}
    </div>
  );
}
