import { StyleSheet } from '@foyer/kernel';
import type { FeatureViewProps } from '@foyer/kernel';
import type { PairingApi } from '../../WalletConnectApi.js';
import { DEEP_LINK_WALLETS_COUNT } from '../../constants.js';
import { PairingPanel } from './PairingPanel.js';
import { usePairing } from './usePairing.js';
import { WalletDeepLinks } from './WalletDeepLinks.js';
import { walletConnectCss } from './walletConnectCss.js';
import { messages } from '../../messages.js';

/**
 * Pairing with a WalletConnect wallet: the QR code of the pairing URI, copy link, deep links to
 * a few catalogue wallets (the one the user picked first, `data.walletId`), expiry and failures
 * with retry. The state is `data-state`.
 */
export function ConnectingWalletConnect({ data, api }: FeatureViewProps<'ConnectingWalletConnect', PairingApi>) {
  const pairing = usePairing(api);
  return (
    <div className="foyer-view foyer-wc" data-testid="view-ConnectingWalletConnect" data-state={pairing.status}>
      <StyleSheet css={walletConnectCss} />
      <PairingPanel pairing={pairing} retry={pairing.retry} sessionActive={pairing.sessionActive} />
      {pairing.status === 'pairing' && pairing.uri ? (
        <WalletDeepLinks
          uri={pairing.uri}
          isMobile={pairing.isMobile}
          count={DEEP_LINK_WALLETS_COUNT}
          title={messages.deepLinks.title}
          walletId={data?.walletId}
        />
      ) : null}
    </div>
  );
}
