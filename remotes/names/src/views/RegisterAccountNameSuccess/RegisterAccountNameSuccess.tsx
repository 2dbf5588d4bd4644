import { StyleSheet, routerReset, type FeatureViewProps } from '@foyer/kernel';
import { useDispatch } from 'react-redux';
import { messages } from '../../messages.js';
import { namesCss } from '../../namesCss.js';

const text = messages.registerAccountNameSuccess;

/** The name just registered, and the way back to the Account view (which shows it). */
export function RegisterAccountNameSuccess({ data }: FeatureViewProps<'RegisterAccountNameSuccess'>) {
  const dispatch = useDispatch();
  return (
    <div className="foyer-names foyer-names--success" data-testid="view-RegisterAccountNameSuccess">
      <StyleSheet css={namesCss} />
      <p className="foyer-names__hint">{text.registered}</p>
      <p className="foyer-names__name" data-testid="name-registered" role="status">
        {data.name}
      </p>
      <button type="button" className="foyer-button foyer-button--block" data-testid="name-success-done" onClick={() => dispatch(routerReset({ view: 'Account' }))}>
        {text.done}
      </button>
    </div>
  );
}
