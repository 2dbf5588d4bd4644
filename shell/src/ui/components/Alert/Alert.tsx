import { ALERTS, alertDismissed, selectAlert } from '@foyer/kernel';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../Icon/Icon.js';
import { kernelMessages } from '../../i18n/kernelMessages.js';
import { messages } from '../../messages.js';

/** The current once-only alert (spec §8) with a dismiss control. */
export function Alert() {
  const alert = useSelector(selectAlert);
  const dispatch = useDispatch();
  if (!alert) return null;
  // The catalogued alert in the widget's language (English: its exact spec §8 wording).
  // A detail `alertOf` appended to the long message (the server's answer) is kept after the translation.
  const translated = kernelMessages.alerts[alert.code];
  const english = ALERTS[alert.code]?.longMessage ?? '';
  const detail = alert.longMessage.startsWith(english) ? alert.longMessage.slice(english.length) : '';
  const text = translated ? { shortMessage: translated.shortMessage, longMessage: translated.longMessage + detail } : alert;
  return (
    <div className="foyer-alert" data-testid="alert" data-variant={alert.variant} role="alert">
      <span className="foyer-alert__icon" aria-hidden="true">
        <Icon name={alert.variant === 'info' ? 'info' : 'alert'} size={18} />
      </span>
      <div className="foyer-alert__text">
        <p className="foyer-alert__title">{text.shortMessage}</p>
        <p className="foyer-alert__body">{text.longMessage}</p>
      </div>
      <button
        type="button"
        className="foyer-icon-button foyer-icon-button--small"
        aria-label={messages.alert.dismiss}
        onClick={() => dispatch(alertDismissed())}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
