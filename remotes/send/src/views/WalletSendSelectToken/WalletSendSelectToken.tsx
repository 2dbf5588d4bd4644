import { StyleSheet, formatBalance, historyPopped, type FeatureViewProps } from '@foyer/kernel';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { messages } from '../../messages.js';
import { sendCss } from '../../sendCss.js';
import { amountChanged, tokenSelected } from '../../sendSlice.js';
import { sameToken, useSendContext } from '../../useSendContext.js';

const text = messages.selectToken;

/**
 * The tokens the account holds on the active chain (zero-decimals tokens filtered), searchable by
 * name or symbol; picking one makes it the send's token (the amount is cleared) and goes back.
 */
export function WalletSendSelectToken(_props: FeatureViewProps<'WalletSendSelectToken'>) {
  const dispatch = useDispatch();
  const { tokens, token: current, balances } = useSendContext();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? tokens : tokens.filter((token) => token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle));

  return (
    <div className="foyer-send" data-testid="view-WalletSendSelectToken">
      <StyleSheet css={sendCss} />
      <label className="foyer-send__label" htmlFor={searchId}>
        {text.search}
      </label>
      <div className="foyer-send__field">
        <input
          id={searchId}
          className="foyer-send__input"
          type="search"
          data-testid="send-token-search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {balances.isLoading ? <p className="foyer-send__muted" role="status">{messages.walletSend.loadingBalances}</p> : null}
      {balances.isError ? <p className="foyer-send__error" role="alert">{messages.walletSend.balancesFailed}</p> : null}
      {!balances.isLoading && shown.length === 0 ? <p className="foyer-send__muted" role="status">{text.noMatch}</p> : null}
      <ul className="foyer-send__list">
        {shown.map((token) => (
          <li key={token.address ?? token.symbol}>
            <button
              type="button"
              className="foyer-send__token"
              data-testid={`send-token-${token.symbol}`}
              aria-current={current !== undefined && sameToken(current, token) ? 'true' : undefined}
              onClick={() => {
                if (current === undefined || !sameToken(current, token)) dispatch(amountChanged(''));
                dispatch(tokenSelected(token));
                dispatch(historyPopped());
              }}
            >
              {token.iconUrl ? <img className="foyer-send__icon" src={token.iconUrl} alt="" /> : null}
              <span>{token.symbol}</span>
              <span className="foyer-send__muted">{formatBalance(token.quantity.numeric)}</span>
              {/* The name after the visible text: the button's name starts with what it shows (WCAG 2.5.3). */}
              <span className="foyer-visually-hidden">{token.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
