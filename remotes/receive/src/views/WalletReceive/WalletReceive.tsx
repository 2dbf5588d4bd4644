import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { StyleSheet, copyWithToast, selectActiveAccount, type FoyerDispatch } from '@foyer/kernel';
import { selectReceiveNetworks } from '../../selectReceiveNetworks.js';
import { QrCode } from './QrCode.js';
import { receiveCss } from './receiveCss.js';
import { messages } from '../../messages.js';

/** The connected address as a QR code and text, a copy button, and the networks it can receive on. */
export function WalletReceive() {
  const account = useSelector(selectActiveAccount);
  const networks = useSelector(selectReceiveNetworks);
  const dispatch = useDispatch<FoyerDispatch>();
  const networksTitleId = useId();
  const address = account?.address;
  const copy = () => dispatch(copyWithToast(address, { copied: messages.walletReceive.copied, failed: messages.walletReceive.copyFailed }));

  return (
    <div className="foyer-view foyer-receive" data-testid="view-WalletReceive">
      <StyleSheet css={receiveCss} />
      {address ? (
        <>
          <div className="foyer-receive__qr-frame">
            <QrCode value={address} label={messages.walletReceive.qrLabel(address)} testId="receive-qr" />
          </div>
          <dl className="foyer-receive__address-block">
            <dt className="foyer-receive__address-label">{messages.walletReceive.address}</dt>
            <dd className="foyer-receive__address">
              <code>{address}</code>
            </dd>
          </dl>
          <button
            type="button"
            className="foyer-button foyer-button--block"
            data-testid="receive-copy"
            onClick={() => void copy()}
          >
            {messages.walletReceive.copyAddress}
          </button>
          <section aria-labelledby={networksTitleId}>
            <h3 className="foyer-receive__networks-title" id={networksTitleId}>
              {messages.walletReceive.networks}
            </h3>
            <ul className="foyer-receive__networks">
              {networks.map((network) => (
                <li
                  key={network.caipNetworkId}
                  className="foyer-receive__network"
                  data-testid={`network-${network.caipNetworkId}`}
                >
                  <span className="foyer-receive__network-dot" aria-hidden="true" />
                  {network.name}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="foyer-receive__empty" role="status">
          {messages.walletReceive.notConnected}
        </p>
      )}
    </div>
  );
}
