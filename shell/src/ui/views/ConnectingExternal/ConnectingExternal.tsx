import { selectConnectingState, selectConnector, selectServices } from '@foyer/kernel';
import { useEffect, useRef } from 'react';
import { connectConnector } from '../../../connectors/connect/connectConnector.js';
import { Icon } from '../../components/Icon/Icon.js';
import { connectorImageSrc } from '../../components/WalletImage/connectorImageSrc.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { kernelMessages } from '../../i18n/kernelMessages.js';
import { messages } from '../../messages.js';

export type ConnectingExternalProps = { data: { connectorId: string } };

/**
 * Waiting for a browser wallet to answer the connection request; on rejection or failure the
 * catalogue message and a "Try again" that sends the request again. Status changes are announced.
 */
export function ConnectingExternal({ data }: ConnectingExternalProps) {
  const dispatch = useAppDispatch();
  const { connectorId } = data;
  const connector = useAppSelector((state) => selectConnector(state, connectorId));
  const services = useAppSelector(selectServices);
  const connecting = useAppSelector(selectConnectingState);
  const name = connector?.name ?? messages.connectingExternal.yourWallet;
  const status = connecting.connectorId === connectorId ? connecting.status : 'idle';
  const failed = status === 'rejected' || status === 'error';
  const message = connecting.error?.message ?? kernelMessages.errors.CONNECTION_REJECTED;
  const retry = () => void dispatch(connectConnector(connectorId));
  const retryButton = useRef<HTMLButtonElement>(null);

  // The request failed: put the keyboard on "Try again".
  useEffect(() => {
    if (failed) retryButton.current?.focus({ preventScroll: true });
  }, [failed]);

  return (
    <div className="foyer-view foyer-connecting" data-testid="view-ConnectingExternal" data-state={status}>
      <div className="foyer-connecting__image">
        <WalletImage src={connector ? connectorImageSrc(services, connector) : undefined} name={name} size={72} />
        {status === 'connecting' ? (
          <svg className="foyer-connecting__ring" viewBox="0 0 92 92" aria-hidden="true">
            <rect x="2" y="2" width="88" height="88" rx="28" pathLength="100" />
          </svg>
        ) : null}
        {failed ? (
          <span className="foyer-connecting__badge" aria-hidden="true">
            <Icon name="close" size={14} />
          </span>
        ) : null}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className="foyer-connecting__title" data-tone={failed ? 'error' : undefined}>
          {failed ? message : messages.connectingExternal.continueIn(name)}
        </p>
        <p className="foyer-connecting__text">
          {status === 'rejected'
            ? messages.connectingExternal.rejected
            : status === 'error'
              ? messages.connectingExternal.failed
              : status === 'connecting'
                ? messages.connectingExternal.connecting
                : messages.connectingExternal.open(name)}
        </p>
      </div>
      {status === 'connecting' ? null : (
        <div className="foyer-connecting__actions">
          <button ref={retryButton} type="button" className="foyer-button" onClick={retry}>
            <Icon name="refresh" size={16} />
            {failed ? messages.common.tryAgain : messages.connectingExternal.connect}
          </button>
        </div>
      )}
    </div>
  );
}
