import { StyleSheet, historyPopped, type FeatureViewProps } from '@foyer/kernel';
import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { messages } from '../../messages.js';
import { onrampCss } from '../../onrampCss.js';
import { paymentCurrencySelected } from '../../onrampSlice.js';
import { useOnrampContext } from '../../useOnrampContext.js';

const text = messages.fiatSelect;

/** The currencies the provider takes, each with the chosen payment method's limits; picking one goes back. */
export function OnRampFiatSelect(_props: FeatureViewProps<'OnRampFiatSelect'>) {
  const dispatch = useDispatch();
  const { paymentCurrencies, paymentCurrency: current, onramp } = useOnrampContext();
  const listId = useId();
  return (
    <div className="foyer-onramp" data-testid="view-OnRampFiatSelect">
      <StyleSheet css={onrampCss} />
      <p className="foyer-onramp__label" id={listId}>
        {text.list}
      </p>
      <ul className="foyer-onramp__list" aria-labelledby={listId}>
        {paymentCurrencies.map((currency) => {
          const limit = currency.payment_method_limits.find((candidate) => candidate.id === onramp.paymentMethod) ?? currency.payment_method_limits[0];
          return (
            <li key={currency.id}>
              <button
                type="button"
                className="foyer-onramp__row"
                data-testid={`onramp-fiat-${currency.id}`}
                aria-current={current?.id === currency.id ? 'true' : undefined}
                onClick={() => {
                  dispatch(paymentCurrencySelected(currency.id));
                  dispatch(historyPopped());
                }}
              >
                <span>{currency.id}</span>
                {limit ? <span className="foyer-onramp__muted">{text.limits(limit.min, limit.max, currency.id)}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
