import { StyleSheet, historyPopped, type FeatureViewProps } from '@foyer/kernel';
import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { messages } from '../../messages.js';
import { onrampCss } from '../../onrampCss.js';
import { purchaseCurrencySelected } from '../../onrampSlice.js';
import { useOnrampContext } from '../../useOnrampContext.js';

const text = messages.tokenSelect;

/** The currencies the chosen provider sells for the account's family (one row per network); picking one goes back. */
export function OnRampTokenSelect(_props: FeatureViewProps<'OnRampTokenSelect'>) {
  const dispatch = useDispatch();
  const { targets, target: current, optionsQuery } = useOnrampContext();
  const listId = useId();
  return (
    <div className="foyer-onramp" data-testid="view-OnRampTokenSelect">
      <StyleSheet css={onrampCss} />
      <p className="foyer-onramp__label" id={listId}>
        {text.list}
      </p>
      {!optionsQuery.isLoading && targets.length === 0 ? (
        <p className="foyer-onramp__muted" role="status">
          {text.empty}
        </p>
      ) : null}
      <ul className="foyer-onramp__list" aria-labelledby={listId}>
        {targets.map(({ currency, network }) => (
          <li key={`${currency.id}@${network.name}`}>
            <button
              type="button"
              className="foyer-onramp__row"
              data-testid={`onramp-token-${currency.id}`}
              data-network={network.name}
              aria-current={current?.currency.id === currency.id && current.network.name === network.name ? 'true' : undefined}
              onClick={() => {
                dispatch(purchaseCurrencySelected({ id: currency.id, network: network.name }));
                dispatch(historyPopped());
              }}
            >
              <span>{currency.symbol}</span>
              <span className="foyer-onramp__muted">{network.display_name}</span>
              {/* The name after the visible text: the button's name starts with what it shows (WCAG 2.5.3). */}
              <span className="foyer-visually-hidden">{currency.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
