import { StyleSheet, historyPopped, type FeatureViewProps } from '@foyer/kernel';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { formatSwapAmount } from '../../formatSwapAmount.js';
import { messages } from '../../messages.js';
import { swapTokenSelected } from '../../swapsSlice.js';
import { swapsCss } from '../../swapsCss.js';
import { balanceOf, sameAddress } from '../../swapTokens.js';
import { useSwapContext } from '../../useSwapContext.js';

const text = messages.selectToken;

/**
 * The tokens swappable on the active chain with the account's balances, searchable by name or symbol;
 * picking one sets the side the view was opened for (`data.target`) and goes back. Picking the other
 * side's token flips the pair.
 */
export function SwapSelectToken({ data }: FeatureViewProps<'SwapSelectToken'>) {
  const dispatch = useDispatch();
  const { tokens, balances, from, to, tokensQuery } = useSwapContext();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const target = data.target;
  const current = target === 'from' ? from : to;
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? tokens : tokens.filter((token) => token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle));

  return (
    <div className="foyer-swap" data-testid="view-SwapSelectToken" data-target={target}>
      <StyleSheet css={swapsCss} />
      <label className="foyer-swap__label" htmlFor={searchId}>
        {text.search}
      </label>
      <div className="foyer-swap__field">
        <input
          id={searchId}
          className="foyer-swap__input"
          type="search"
          data-testid="swap-token-search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {tokensQuery.isLoading ? (
        <p className="foyer-swap__muted" role="status">
          {messages.swap.loadingTokens}
        </p>
      ) : null}
      {tokensQuery.isError ? (
        <p className="foyer-swap__error" role="alert">
          {messages.swap.tokensFailed}
        </p>
      ) : null}
      {!tokensQuery.isLoading && shown.length === 0 ? (
        <p className="foyer-swap__muted" role="status">
          {text.noMatch}
        </p>
      ) : null}
      <ul className="foyer-swap__list">
        {shown.map((token) => {
          const balance = formatSwapAmount(balanceOf(token, balances), token.decimals, '');
          return (
            <li key={token.address}>
              <button
                type="button"
                className="foyer-swap__token"
                data-testid={`swap-token-${token.symbol}`}
                aria-current={current !== undefined && sameAddress(current.address, token.address) ? 'true' : undefined}
                onClick={() => {
                  if (from && to) dispatch(swapTokenSelected({ target, address: token.address, shown: { from: from.address, to: to.address } }));
                  dispatch(historyPopped());
                }}
              >
                {token.logoUri ? <img className="foyer-swap__icon" src={token.logoUri} alt="" /> : null}
                <span>{token.symbol}</span>
                <span className="foyer-swap__muted">{balance}</span>
                {/* The name after the visible text: the button's name starts with what it shows (WCAG 2.5.3). */}
                <span className="foyer-visually-hidden">{token.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
