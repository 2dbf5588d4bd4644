import {
  StyleSheet,
  formatBalance,
  formatUnits,
  maxSendable,
  shortenAddress,
  UnsupportedChainError,
  validateSendAmount,
  viewPushed,
  type FeatureViewProps,
  type SendAmountProblem,
} from '@foyer/kernel';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { messages } from '../../messages.js';
import { sendCss } from '../../sendCss.js';
import { amountChanged, receiverChanged, receiverResolved, tokenSelected } from '../../sendSlice.js';
import { useNetworkFee } from '../../useNetworkFee.js';
import { tokenBaseUnits, useSendContext } from '../../useSendContext.js';
import { useReceiver, type ReceiverState } from './useReceiver.js';

const text = messages.walletSend;

function amountProblemText(problem: SendAmountProblem, decimals: number): string {
  return problem === 'tooManyDecimals' ? messages.problems.tooManyDecimals(decimals) : messages.problems[problem];
}

function receiverProblemText(receiver: ReceiverState, namespace: string | null): string | undefined {
  switch (receiver.status) {
    case 'empty':
      return messages.problems.noReceiver;
    case 'invalid':
      return namespace === 'solana' ? messages.problems.invalidAddressSolana : messages.problems.invalidAddressEvm;
    case 'notFound':
      return messages.problems.nameNotFound(receiver.name);
    case 'lookupFailed':
      return messages.problems.nameLookupFailed(receiver.name);
    default:
      return undefined;
  }
}

/**
 * Send (spec §4, §5): the token (opens WalletSendSelectToken), the amount (exact base units of the
 * token's decimals; Max = the balance, less the network fee for the native currency) and the receiver
 * (an address of the active family or a registered name, resolved and shown). Review opens
 * WalletSendPreview once every rule holds; problems show under their field as the user types, all of
 * them on Review. Other families: 'Unsupported chain'.
 */
export function WalletSend(_props: FeatureViewProps<'WalletSend'>) {
  const dispatch = useDispatch();
  const { address, namespace, caipNetworkId, services, send, supported, balances, tokens, token } = useSendContext();
  const [attempted, setAttempted] = useState(false);
  const ids = { amount: useId(), amountError: useId(), receiver: useId(), receiverError: useId(), receiverStatus: useId(), balance: useId(), max: useId() };
  const amountInput = send.sendTokenAmount ?? '';
  const receiver = useReceiver(send.receiverInput, namespace, caipNetworkId);
  const native = token?.address === undefined;
  const fee = useNetworkFee(
    supported && address && caipNetworkId && namespace && token && native ? { endpoint: services, namespace, caipNetworkId, from: address, token } : undefined,
  );

  if (!supported) {
    return (
      <div className="foyer-send" data-testid="view-WalletSend" data-state="unsupported">
        <StyleSheet css={sendCss} />
        <p className="foyer-send__error" role="alert" data-testid="send-unsupported">
          {new UnsupportedChainError().shortMessage}
        </p>
      </div>
    );
  }
  if (!address) {
    return (
      <div className="foyer-send" data-testid="view-WalletSend" data-state="disconnected">
        <StyleSheet css={sendCss} />
        <p className="foyer-send__muted">{text.notConnected}</p>
      </div>
    );
  }

  const decimals = token ? Number(token.quantity.decimals) : 0;
  const balance = token ? tokenBaseUnits(token) : 0n;
  const max = token ? maxSendable({ balance, native, fee: fee.status === 'ready' ? fee.fee : 0n }) : 0n;
  const amount = token ? validateSendAmount({ amount: amountInput, decimals, max }) : undefined;
  const showAmountProblem = amount !== undefined && !amount.ok && (attempted || amount.problem !== 'empty');
  const receiverProblem = receiverProblemText(receiver, namespace);
  const showReceiverProblem = receiverProblem !== undefined && (attempted || receiver.status !== 'empty');
  const tokenMissing = !token;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!token || !amount?.ok || receiver.status !== 'ready') return;
    if (!send.token) dispatch(tokenSelected(token));
    dispatch(receiverResolved({ address: receiver.address, name: receiver.name, imageUrl: receiver.imageUrl }));
    dispatch(viewPushed({ view: 'WalletSendPreview' }));
  };

  return (
    <form className="foyer-send" data-testid="view-WalletSend" data-state="editing" onSubmit={submit} noValidate>
      <StyleSheet css={sendCss} />
      <div className="foyer-send__group">
        <span className="foyer-send__label">{text.token}</span>
        <button
          type="button"
          className="foyer-send__token"
          data-testid="send-token"
          data-symbol={token?.symbol}
          aria-describedby={ids.balance}
          onClick={() => dispatch(viewPushed({ view: 'WalletSendSelectToken' }))}
        >
          <span>{token ? `${token.symbol} · ${token.name}` : text.chooseToken}</span>
        </button>
        <p className="foyer-send__hint" id={ids.balance} aria-live="polite">
          {balances.isLoading ? text.loadingBalances : balances.isError ? text.balancesFailed : token ? text.balance(formatBalance(token.quantity.numeric), token.symbol) : tokens.length === 0 ? text.noTokens : ''}
        </p>
        {attempted && tokenMissing ? (
          <p className="foyer-send__error" role="alert">
            {messages.problems.noToken}
          </p>
        ) : null}
      </div>

      <div className="foyer-send__group">
        <label className="foyer-send__label" htmlFor={ids.amount}>
          {text.amount}
        </label>
        <div className="foyer-send__field" data-invalid={showAmountProblem}>
          <input
            id={ids.amount}
            className="foyer-send__input"
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={amountInput}
            aria-invalid={showAmountProblem}
            aria-describedby={showAmountProblem ? ids.amountError : ids.balance}
            onChange={(event) => dispatch(amountChanged(event.target.value.replace(',', '.')))}
          />
          <button
            type="button"
            className="foyer-send__max"
            data-testid="send-max"
            aria-describedby={token ? ids.max : undefined}
            disabled={!token || (native && fee.status !== 'ready')}
            onClick={() => dispatch(amountChanged(formatUnits(max, decimals)))}
          >
            {text.max}
          </button>
          {/* Named by what it shows ("Max", WCAG 2.5.3), described by what it does. */}
          {token ? (
            <span id={ids.max} className="foyer-visually-hidden">
              {text.maxLabel(token.symbol)}
            </span>
          ) : null}
        </div>
        {showAmountProblem && amount && !amount.ok ? (
          <p className="foyer-send__error" id={ids.amountError} data-testid="send-amount-error" data-problem={amount.problem}>
            {amountProblemText(amount.problem, decimals)}
          </p>
        ) : null}
      </div>

      <div className="foyer-send__group">
        <label className="foyer-send__label" htmlFor={ids.receiver}>
          {text.receiver}
        </label>
        <div className="foyer-send__field" data-invalid={showReceiverProblem}>
          <input
            id={ids.receiver}
            className="foyer-send__input"
            data-testid="send-receiver"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={namespace === 'solana' ? text.receiverPlaceholderSolana : text.receiverPlaceholderEvm}
            value={send.receiverInput}
            aria-invalid={showReceiverProblem}
            aria-describedby={showReceiverProblem ? ids.receiverError : ids.receiverStatus}
            onChange={(event) => dispatch(receiverChanged(event.target.value.trim()))}
          />
        </div>
        <p className="foyer-send__hint" id={ids.receiverStatus} role="status" data-testid="send-receiver-status" data-state={receiver.status}>
          {receiver.status === 'resolving' ? text.resolving(receiver.name) : receiver.status === 'ready' && receiver.name ? text.resolved(receiver.name, shortenAddress(receiver.address)) : ''}
        </p>
        {showReceiverProblem ? (
          <p className="foyer-send__error" id={ids.receiverError} data-testid="send-receiver-error">
            {receiverProblem}
          </p>
        ) : null}
      </div>

      <button type="submit" className="foyer-button foyer-button--block" data-testid="send-submit">
        {text.submit}
      </button>
    </form>
  );
}
