import {
  StyleSheet,
  BaseError,
  formatNetworkFiat,
  formatUnits,
  isUserRejection,
  parseUnits,
  routerReset,
  shortenAddress,
  toastShown,
  type FeatureViewProps,
  type FoyerDispatch, refreshBalances } from '@foyer/kernel';
import { useDispatch } from 'react-redux';
import { messages } from '../../messages.js';
import { sendCss } from '../../sendCss.js';
import { sendFailed, sendRejected, sendReset, sendStarted } from '../../sendSlice.js';
import { sendTokens } from '../../sendTokens.js';
import { useNetworkFee } from '../../useNetworkFee.js';
import { useSendContext } from '../../useSendContext.js';

const text = messages.preview;

function reason(error: unknown): string {
  if (error instanceof BaseError) return error.details ? `${error.shortMessage} (${error.details})` : error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Review a send (spec §4): from, to (with the receiver's name), amount and its fiat value, and the
 * network fee estimate. Send asks the wallet to sign and send (busy while it does); a rejection keeps
 * the user here with a clear message, a failure says why; success shows "Sent", refreshes the balances
 * and returns to Account with the send state reset.
 */
export function WalletSendPreview({ api }: FeatureViewProps<'WalletSendPreview'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const { address, namespace, caipNetworkId, network, services, send, token } = useSendContext();
  const decimals = token ? Number(token.quantity.decimals) : 0;
  const amount = token && send.sendTokenAmount ? parseUnits(send.sendTokenAmount, decimals) : undefined;
  const to = send.receiverAddress;
  const ready = address !== undefined && namespace !== null && caipNetworkId !== null && token !== undefined && amount !== undefined && to !== undefined;
  const fee = useNetworkFee(ready ? { endpoint: services, namespace, caipNetworkId, from: address, token, to, amount } : undefined);
  const sending = send.status === 'sending';

  if (!ready) {
    return (
      <div className="foyer-send" data-testid="view-WalletSendPreview" data-state="incomplete">
        <StyleSheet css={sendCss} />
        <p className="foyer-send__muted">{text.incomplete}</p>
      </div>
    );
  }

  const nativeSymbol = network?.nativeCurrency.symbol ?? '';
  const nativeDecimals = network?.nativeCurrency.decimals ?? 18;
  const amountText = formatUnits(amount, decimals);
  const fiat = formatNetworkFiat(network, token.price * Number(amountText));

  const confirm = async () => {
    dispatch(sendStarted());
    try {
      await sendTokens({ api, endpoint: services, namespace, caipNetworkId, from: address, to, token, amount });
    } catch (error) {
      dispatch(isUserRejection(error) ? sendRejected(text.rejected) : sendFailed(text.failed(reason(error))));
      return;
    }
    await refreshBalances(dispatch, { address, chainId: caipNetworkId }).catch(() => undefined);
    dispatch(toastShown({ variant: 'success', message: text.sent }));
    dispatch(routerReset({ view: 'Account' }));
    dispatch(sendReset());
  };

  return (
    <div className="foyer-send" data-testid="view-WalletSendPreview" data-state={send.status}>
      <StyleSheet css={sendCss} />
      <dl className="foyer-send__summary">
        <dt>{text.from}</dt>
        <dd data-testid="send-preview-from" title={address}>
          {shortenAddress(address)}
        </dd>
        <dt>{text.to}</dt>
        <dd data-testid="send-preview-to" title={to} data-address={to}>
          {send.receiverProfileName ? `${send.receiverProfileName} (${shortenAddress(to)})` : shortenAddress(to)}
        </dd>
        <dt>{text.amount}</dt>
        <dd data-testid="send-preview-amount" data-amount={amountText}>
          {`${amountText} ${token.symbol}`}
        </dd>
        <dt>{text.value}</dt>
        <dd data-testid="send-preview-value">{fiat}</dd>
        <dt>{text.fee}</dt>
        <dd data-testid="send-preview-fee" data-state={fee.status}>
          {fee.status === 'ready'
            ? `${formatUnits(fee.fee, nativeDecimals)} ${nativeSymbol}`
            : fee.status === 'failed'
              ? messages.problems.feeUnavailable
              : text.feeEstimating}
        </dd>
      </dl>
      {fee.status === 'ready' && fee.createsTokenAccount ? <p className="foyer-send__hint">{text.newTokenAccount}</p> : null}
      <p className="foyer-send__hint" role="status" data-testid="send-status">
        {sending ? text.sending : ''}
      </p>
      {send.error ? (
        <p className="foyer-send__error" role="alert" data-testid="send-error" data-state={send.status}>
          {send.error}
        </p>
      ) : null}
      <button
        type="button"
        className="foyer-button foyer-button--block"
        data-testid="send-confirm"
        disabled={sending}
        aria-busy={sending || undefined}
        onClick={() => void confirm()}
      >
        {sending ? text.sending : text.confirm}
      </button>
    </div>
  );
}
