import { chainApi, formatBalance, type CaipNetwork } from '@foyer/kernel';
import { Icon } from '../../components/Icon/Icon.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { nativeBalance } from '../../nativeBalance.js';
import { kernelMessages } from '../../i18n/kernelMessages.js';
import { messages } from '../../messages.js';

export type AccountBalanceProps = { address: string; network: CaipNetwork };

/** Native balance of the account from the chain data service, truncated to 3 decimals (spec §5). */
export function AccountBalance({ address, network }: AccountBalanceProps) {
  const { data, isLoading, isFetching, isError } = chainApi.useGetBalanceQuery({
    address,
    chainId: network.caipNetworkId,
  });
  const symbol = network.nativeCurrency.symbol;

  if (isError) {
    return (
      <p className="foyer-account__balance" data-testid="account-balance" data-state="error" role="status">
        <Icon name="alert" size={16} />
        {kernelMessages.errors.TOKEN_BALANCE_UNAVAILABLE}
      </p>
    );
  }
  if (isLoading || (!data && isFetching)) {
    return (
      <p className="foyer-account__balance" data-testid="account-balance" data-state="loading" aria-busy="true">
        <span className="foyer-visually-hidden">{messages.account.loadingBalance}</span>
        <Skeleton width={120} height={20} />
      </p>
    );
  }
  const native = data ? nativeBalance(data, network) : undefined;
  return (
    <p className="foyer-account__balance" data-testid="account-balance" data-state="loaded">
      {formatBalance(native?.quantity.numeric ?? '0', native?.symbol ?? symbol)}
    </p>
  );
}
