import {
  StyleSheet,
  formatUnits,
  isUserRejection,
  parseUnits,
  PAY_ERROR_MESSAGES,
  paymentFailed,
  paymentRejected,
  paymentStarted,
  paymentSucceeded,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectActiveNamespace,
  selectIsFeatureEnabled,
  selectNetworks,
  selectOptions,
  selectPay,
  selectServices,
  servicesApi,
  shortenAddress,
  useGetBalanceQuery,
  viewPushed,
  type FeatureViewProps,
  type FoyerDispatch,
  type FoyerState,
  type PayRequest,
  type TokenBalance,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import { payCss } from '../../payCss.js';
import { payWithWallet } from '../../payWithWallet.js';

const text = messages.pay;

/** The balance entry of the requested asset among an account's balances on its network. */
function assetBalance(balances: readonly TokenBalance[], request: PayRequest): TokenBalance | undefined {
  const { network, asset } = request.paymentAsset;
  return balances.find((token) =>
    asset === 'native' ? token.chainId === network && token.address === undefined : token.address?.toLowerCase() === `${network}:${asset}`.toLowerCase(),
  );
}

/**
 * The payment `foyer.pay(options)` asked for (spec §4 pay): what is asked (amount and symbol, network,
 * recipient, the dapp), and the ways to pay. "Pay from your wallet" (`pay-wallet`) shows the connected
 * account's balance of the asset and is disabled with 'Insufficient funds' when short; without an
 * account of the asset's family it opens Connect (the shell brings the user back here). "Buy"
 * (`pay-onramp`) opens the onramp preset with the asset, network and amount. `pay-confirm` asks the
 * wallet to send the transfer (after switching network if needed) and waits until it is mined; a
 * rejection or a failure is shown with a retry. The outcome goes into the pay slice: the shell settles
 * the host's promise from it.
 */
export function Pay({ api }: FeatureViewProps<'Pay'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const pay = useSelector(selectPay);
  const account = useSelector((state: FoyerState) => selectActiveAccount(state));
  const namespace = useSelector((state: FoyerState) => selectActiveNamespace(state));
  const activeNetworkId = useSelector((state: FoyerState) => selectActiveCaipNetworkId(state));
  const networks = useSelector((state: FoyerState) => selectNetworks(state));
  const dappName = useSelector((state: FoyerState) => selectOptions(state).metadata?.name);
  const onramp = useSelector((state: FoyerState) => selectIsFeatureEnabled(state, 'onramp'));
  const services = useSelector((state: FoyerState) => selectServices(state));
  const [method, setMethod] = useState<'wallet' | undefined>(undefined);
  const request = pay.request;
  const address = namespace === 'eip155' ? account?.address : undefined;
  const balances = useGetBalanceQuery(request && address ? { address, chainId: request.paymentAsset.network } : skipToken);

  if (!request) {
    return (
      <div className="foyer-pay" data-testid="view-Pay" data-state="idle">
        <StyleSheet css={payCss} />
        <p className="foyer-pay__muted">{text.unavailable}</p>
      </div>
    );
  }

  const { symbol, decimals } = request.paymentAsset.metadata;
  const network = networks.find((candidate) => candidate.caipNetworkId === request.paymentAsset.network);
  const amount = parseUnits(request.amount, decimals) ?? 0n;
  const amountText = `${formatUnits(amount, decimals)} ${symbol}`;
  const held = balances.data ? assetBalance(balances.data, request) : undefined;
  const heldUnits = held ? (parseUnits(held.quantity.numeric, Number(held.quantity.decimals)) ?? 0n) : balances.data ? 0n : undefined;
  const insufficient = heldUnits !== undefined && heldUnits < amount;
  const status = pay.status;
  const busy = status === 'paying';
  const done = status === 'paid';
  const onNetwork = activeNetworkId === request.paymentAsset.network;
  const walletChosen = method === 'wallet' && address !== undefined && !insufficient;

  const chooseWallet = () => {
    if (address === undefined) dispatch(viewPushed({ view: 'Connect' }));
    else setMethod('wallet');
  };

  const buy = () =>
    dispatch(
      viewPushed({
        view: 'OnRampProviders',
        data: { purchaseCurrency: symbol, network: request.paymentAsset.network, cryptoAmount: request.amount },
      }),
    );

  const confirm = async () => {
    if (!walletChosen || busy || done) return;
    if (!onNetwork) {
      if (network) dispatch(viewPushed({ view: 'SwitchNetwork', data: { network } }));
      return;
    }
    dispatch(paymentStarted());
    try {
      const hash = await payWithWallet({ api, endpoint: services, request, from: address });
      dispatch(paymentSucceeded(hash));
      dispatch(servicesApi.util.invalidateTags(['Balance', 'Transactions']));
    } catch (error) {
      dispatch(isUserRejection(error) ? paymentRejected() : paymentFailed());
    }
  };

  const walletHint =
    address === undefined
      ? text.walletConnectHint
      : insufficient
        ? PAY_ERROR_MESSAGES.insufficientFunds
        : held
          ? text.balance(formatUnits(heldUnits ?? 0n, decimals), symbol)
          : balances.isError
            ? text.balanceUnavailable
            : heldUnits === 0n
              ? text.balance('0', symbol)
              : text.balanceLoading;

  return (
    <div className="foyer-pay" data-testid="view-Pay" data-state={status}>
      <StyleSheet css={payCss} />
      <section className="foyer-pay__request" aria-labelledby="foyer-pay-asked">
        <p id="foyer-pay-asked" className="foyer-pay__muted" data-testid="pay-dapp">
          {dappName ? text.requestedBy(dappName) : text.requestedByUnknown}
        </p>
        <p className="foyer-pay__amount" data-testid="pay-amount" data-amount={request.amount}>
          {amountText}
        </p>
        <dl className="foyer-pay__summary">
          <dt>{text.network}</dt>
          <dd data-testid="pay-network">{network?.name ?? request.paymentAsset.network}</dd>
          <dt>{text.recipient}</dt>
          <dd data-testid="pay-recipient" title={request.recipient} data-address={request.recipient}>
            {shortenAddress(request.recipient)}
          </dd>
        </dl>
      </section>
      {done ? (
        <p className="foyer-pay__success" role="status" data-testid="pay-success" data-hash={pay.hash}>
          {text.paid}
          <span className="foyer-pay__muted">{text.transaction(shortenAddress(pay.hash ?? ''))}</span>
        </p>
      ) : (
        <>
          <div className="foyer-pay__methods" role="group" aria-label={text.methods}>
            <button
              type="button"
              className="foyer-pay__method"
              data-testid="pay-wallet"
              aria-pressed={address === undefined ? undefined : method === 'wallet'}
              disabled={busy || insufficient}
              onClick={chooseWallet}
            >
              <span className="foyer-pay__method-label">{address === undefined ? text.walletConnect : text.wallet}</span>
              <span className="foyer-pay__method-hint" data-testid="pay-wallet-balance" data-insufficient={insufficient || undefined}>
                {walletHint}
              </span>
            </button>
            {onramp ? (
              <button type="button" className="foyer-pay__method" data-testid="pay-onramp" disabled={busy} onClick={buy}>
                <span className="foyer-pay__method-label">{text.onramp(symbol)}</span>
                <span className="foyer-pay__method-hint">{text.onrampHint}</span>
              </button>
            ) : null}
          </div>
          <p className="foyer-pay__muted" role="status" data-testid="pay-status">
            {busy ? text.paying : ''}
          </p>
          {pay.error ? (
            <p className="foyer-pay__error" role="alert" data-testid="pay-error" data-state={status}>
              {pay.error}
            </p>
          ) : null}
          <button
            type="button"
            className="foyer-button foyer-button--block"
            data-testid="pay-confirm"
            disabled={!walletChosen || busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {!walletChosen
              ? text.chooseMethod
              : !onNetwork
                ? text.switchNetwork(network?.name ?? request.paymentAsset.network)
                : pay.error
                  ? text.retry
                  : text.confirm(formatUnits(amount, decimals), symbol)}
          </button>
        </>
      )}
    </div>
  );
}
