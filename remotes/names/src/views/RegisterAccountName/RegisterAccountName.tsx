import {
  StyleSheet,
  createRegisterNameMessage,
  isUserRejection,
  nameCoinType,
  NameSuggestionsError,
  RegisterNameError,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectActiveNamespace,
  viewReplaced,
  useGetNameSuggestionsQuery,
  useRegisterAccountNameMutation,
  type FeatureViewProps,
} from '@foyer/kernel';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import { nameErrorMessage } from '../../nameErrorMessage.js';
import { nameParts } from '../../nameParts.js';
import { namesCss } from '../../namesCss.js';
import { useNameAvailability, type NameAvailability } from './useNameAvailability.js';

type State = Parameters<typeof selectActiveAccount>[0];

/** The registration in flight: `data-state` of the view. */
type Registration = { status: 'idle' | 'signing' | 'registering' } | { status: 'error'; message: string };

const text = messages.registerAccountName;

/**
 * Choose a name (spec §4, §5): the rule checked as the user types, availability from the names
 * service, free alternatives when the name is taken; submit signs the registration message with
 * the account (through the shell) and posts it, then shows RegisterAccountNameSuccess. A failure
 * keeps the user here with the service's reason (else the catalogue message).
 */
export function RegisterAccountName({ api }: FeatureViewProps<'RegisterAccountName'>) {
  const dispatch = useDispatch();
  const account = useSelector((state: State) => selectActiveAccount(state));
  const namespace = useSelector((state: State) => selectActiveNamespace(state));
  const caipNetworkId = useSelector((state: State) => selectActiveCaipNetworkId(state));
  const [label, setLabel] = useState('');
  const [registration, setRegistration] = useState<Registration>({ status: 'idle' });
  const { availability, suffix } = useNameAvailability(label);
  const [register] = useRegisterAccountNameMutation();
  const ids = { input: useId(), rule: useId(), status: useId(), error: useId() };

  const coinType = caipNetworkId ? nameCoinType(caipNetworkId) : undefined;
  const address = account?.address;
  const busy = registration.status === 'signing' || registration.status === 'registering';
  const canSubmit = availability.status === 'available' && coinType !== undefined && address !== undefined && namespace !== null && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || availability.status !== 'available') return;
    const { name, domain } = availability;
    // Bound to the deployment the lookup named (review 2, N16): another deployment refuses it.
    const message = createRegisterNameMessage({ name, domain, coinType, address, timestamp: Date.now() });
    setRegistration({ status: 'signing' });
    let signature: string;
    try {
      ({ signature } = await api.signMessage({ message, address, namespace }));
    } catch (error) {
      const reason = isUserRejection(error) ? text.signatureRejected : new RegisterNameError(name, { cause: error }).shortMessage;
      setRegistration({ status: 'error', message: reason });
      return;
    }
    setRegistration({ status: 'registering' });
    try {
      const registered = await register({ coin_type: coinType, address, message, signature }).unwrap();
      dispatch(viewReplaced({ view: 'RegisterAccountNameSuccess', data: { name: registered.name } }));
    } catch (error) {
      setRegistration({ status: 'error', message: nameErrorMessage(error, new RegisterNameError(name)) });
    }
  };

  const describedBy = [ids.rule, ids.status, registration.status === 'error' ? ids.error : undefined].filter(Boolean).join(' ');
  return (
    <form className="foyer-names" data-testid="view-RegisterAccountName" data-state={registration.status} onSubmit={submit} noValidate>
      <StyleSheet css={namesCss} />
      <label className="foyer-names__label" htmlFor={ids.input}>
        {text.label}
      </label>
      <div className="foyer-names__field" data-invalid={availability.status === 'invalid' || availability.status === 'taken'}>
        <input
          id={ids.input}
          className="foyer-names__input"
          data-testid="name-input"
          value={label}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={availability.status === 'invalid' || availability.status === 'taken'}
          aria-describedby={describedBy}
          disabled={busy}
          onChange={(event) => {
            setLabel(event.target.value.trim());
            if (registration.status === 'error') setRegistration({ status: 'idle' });
          }}
        />
        <span className="foyer-names__suffix" data-testid="name-suffix">
          {suffix}
        </span>
      </div>
      <p className="foyer-names__hint" id={ids.rule}>
        {text.hint}
      </p>
      <p className="foyer-names__status" id={ids.status} data-testid="name-availability" data-state={availability.status} role="status">
        {availabilityText(availability)}
      </p>
      {availability.status === 'taken' ? <Suggestions name={availability.name} onPick={setLabel} /> : null}
      {coinType === undefined ? <p className="foyer-names__error">{text.unsupportedAccount}</p> : null}
      {registration.status === 'error' ? (
        <p className="foyer-names__error" id={ids.error} data-testid="name-error" role="alert">
          {registration.message}
        </p>
      ) : null}
      <button type="submit" className="foyer-button foyer-button--block" data-testid="name-submit" disabled={!canSubmit} aria-busy={busy || undefined}>
        {registration.status === 'signing' ? text.signing : registration.status === 'registering' ? text.registering : text.submit}
      </button>
    </form>
  );
}

function availabilityText(availability: NameAvailability): string {
  switch (availability.status) {
    case 'idle':
      return '';
    case 'checking':
      return text.checking;
    case 'available':
      return text.available(availability.name);
    case 'taken':
      return text.taken(availability.name);
    case 'invalid':
    case 'error':
      return availability.message;
  }
}

/** Free names close to a taken one; picking one puts its label in the field. */
function Suggestions({ name, onPick }: { name: string; onPick: (label: string) => void }) {
  const { data, isError, error } = useGetNameSuggestionsQuery(nameParts(name).label);
  if (isError) return <p className="foyer-names__error">{nameErrorMessage(error, new NameSuggestionsError())}</p>;
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={text.suggestionsTitle}>
      <ul className="foyer-names__suggestions" data-testid="name-suggestions">
        {data.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              data-testid={`name-suggestion-${suggestion}`}
              aria-label={text.suggestionLabel(suggestion)}
              onClick={() => onPick(nameParts(suggestion).label)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
