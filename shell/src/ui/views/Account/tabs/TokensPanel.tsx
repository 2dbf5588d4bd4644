import { chainApi, formatBalance, formatNetworkFiat, type CaipNetwork, type TokenBalance } from '@foyer/kernel';
import { useMemo } from 'react';
import { isSafeImageSrc } from '../../../components/WalletImage/isSafeImageSrc.js';
import { kernelMessages } from '../../../i18n/kernelMessages.js';
import { messages } from '../../../messages.js';
import { PanelLoading, PanelState } from '../PanelState.js';
import { visibleTokens } from './visibleTokens.js';

export type TokensPanelProps = { address: string; network: CaipNetwork };

/**
 * The Tokens tab: one row per token of the active chain (`token-<symbol>`, `data-quantity` the exact amount the
 * service reports), amounts truncated to 3 decimals and fiat to 2 (0.00 on testnets and unsupported chains).
 * The same balance query as the Account view's native balance: one request, refreshed by the `Balance` tag.
 */
export function TokensPanel({ address, network }: TokensPanelProps) {
  const { data, isLoading, isFetching, isError, refetch } = chainApi.useGetBalanceQuery({ address, chainId: network.caipNetworkId });
  const tokens = useMemo(() => (data ? visibleTokens(data, network.caipNetworkId) : []), [data, network.caipNetworkId]);

  if (isError) {
    return (
      <PanelState
        testId="tokens-error"
        icon="alert"
        error
        title={kernelMessages.errors.TOKEN_BALANCE_UNAVAILABLE}
        onRetry={() => void refetch()}
        retryTestId="tokens-retry"
        busy={isFetching}
      />
    );
  }
  if (isLoading || (!data && isFetching)) {
    return <PanelLoading testId="tokens-loading" className="foyer-token-list" label={messages.accountTabs.loadingTokens} height={52} />;
  }
  if (tokens.length === 0) return <PanelState testId="tokens-empty" icon="wallet" title={messages.accountTabs.noTokens} text={messages.accountTabs.noTokensText} />;
  return (
    <ul className="foyer-token-list" data-testid="token-list">
      {tokens.map((token) => (
        <TokenRow key={token.address ?? 'native'} token={token} network={network} />
      ))}
    </ul>
  );
}

function TokenRow({ token, network }: { token: TokenBalance; network: CaipNetwork }) {
  const amount = formatBalance(token.quantity.numeric);
  const fiat = formatNetworkFiat(network, token.value);
  return (
    <li
      className="foyer-token"
      data-testid={`token-${token.symbol}`}
      data-quantity={token.quantity.numeric}
      data-address={token.address ?? ''}
    >
      {isSafeImageSrc(token.iconUrl) ? (
        <img className="foyer-token__icon" src={token.iconUrl} alt="" width={32} height={32} />
      ) : (
        <span className="foyer-token__monogram" aria-hidden="true">
          {token.symbol.slice(0, 2)}
        </span>
      )}
      <span className="foyer-token__names">
        <span className="foyer-token__name">{token.name}</span>
        <span className="foyer-token__symbol">{token.symbol}</span>
      </span>
      <span className="foyer-token__amounts">
        <span className="foyer-token__amount" data-testid="token-amount">
          {amount}
        </span>
        <span className="foyer-token__fiat" data-testid="token-fiat">
          {fiat}
        </span>
      </span>
    </li>
  );
}

