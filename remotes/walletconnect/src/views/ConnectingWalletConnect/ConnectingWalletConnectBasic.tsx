import { StyleSheet, WALLETS_PAGE_SIZE, type FeatureViewProps } from '@foyer/kernel';
import type { PairingApi } from '../../WalletConnectApi.js';
import { PairingPanel } from './PairingPanel.js';
import { usePairing } from './usePairing.js';
import { WalletDeepLinks } from './WalletDeepLinks.js';
import { walletConnectCss } from './walletConnectCss.js';
import { messages } from '../../messages.js';

/** How many wallets the basic view lists (it replaces the wallet list when there are no adapters). */
export const BASIC_WALLETS_COUNT = WALLETS_PAGE_SIZE / 4;

/**
 * The pairing view of basic mode (no adapters): the same code as ConnectingWalletConnect with a
 * longer list of wallets that open on the pairing URI.
 */
export function ConnectingWalletConnectBasic({ api }: FeatureViewProps<'ConnectingWalletConnectBasic', PairingApi>) {
  const pairing = usePairing(api);
  return (
    <div className="foyer-view foyer-wc" data-testid="view-ConnectingWalletConnectBasic" data-state={pairing.status}>
      <StyleSheet css={walletConnectCss} />
      <PairingPanel pairing={pairing} retry={pairing.retry} sessionActive={pairing.sessionActive} />
      {pairing.status === 'pairing' && pairing.uri ? (
        <WalletDeepLinks uri={pairing.uri} isMobile={pairing.isMobile} count={BASIC_WALLETS_COUNT} title={messages.deepLinks.basicTitle} />
      ) : null}
    </div>
  );
}
