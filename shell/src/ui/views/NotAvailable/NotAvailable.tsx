import type { ViewName } from '@foyer/kernel';
import { Icon } from '../../components/Icon/Icon.js';
import { goBack } from '../../../router/goBack.js';
import { useAppDispatch } from '../../../store/hooks.js';
import { messages } from '../../messages.js';

/** A view of the spec that this build does not implement yet: says so, and offers a way back. */
export function NotAvailable({ view }: { view: ViewName }) {
  const dispatch = useAppDispatch();
  return (
    <div className="foyer-view foyer-state" data-testid="view-NotAvailable" data-view={view}>
      <span className="foyer-state__icon" aria-hidden="true">
        <Icon name="info" size={28} />
      </span>
      <p className="foyer-state__title">{messages.notAvailable.title}</p>
      <p className="foyer-state__text">{messages.notAvailable.text}</p>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={() => dispatch(goBack())}>
        <Icon name="back" size={16} />
        {messages.notAvailable.back}
      </button>
    </div>
  );
}
