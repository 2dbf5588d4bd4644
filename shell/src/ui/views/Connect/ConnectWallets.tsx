import { WalletMethod } from './WalletMethod.js';

/** The wallet list alone, opened by Connect's "Continue with a wallet" (`features.collapseWallets`). */
export function ConnectWallets() {
  return (
    <div className="foyer-view foyer-connect" data-testid="view-ConnectWallets">
      <WalletMethod />
    </div>
  );
}
