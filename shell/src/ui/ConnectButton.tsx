import { useFoyer } from '../hooks/useFoyer.js';
import { useFoyerAccount } from '../hooks/useFoyerAccount.js';
import { connectButtonCss } from './connectButtonCss.js';
import { connectButtonText } from './connectButtonText.js';
import { useConnectButtonBalance } from './useConnectButtonBalance.js';

export type ConnectButtonProps = {
  /** Text while disconnected. Default "Connect Wallet". */
  label?: string;
  size?: 'md' | 'sm';
  /** Show the native balance next to the address once connected. Default 'hide'. */
  balance?: 'show' | 'hide';
};

/**
 * The host page's connect button: "Connect Wallet", "Connecting…", or the short address (and,
 * with `balance="show"`, the native balance) once connected. A click opens the modal (Account
 * when connected). Imports no modal code: the modal loads on the first click.
 * @example
 * <ConnectButton label="Sign in" size="sm" balance="show" />
 */
export function ConnectButton({ label, size = 'md', balance = 'hide' }: ConnectButtonProps) {
  const { open } = useFoyer();
  const { address, status, isConnected } = useFoyerAccount();
  const balanceText = useConnectButtonBalance(balance === 'show' && isConnected, address);
  const text = connectButtonText({ status, address, label });
  const state = isConnected ? 'connected' : status === 'connecting' ? 'connecting' : 'disconnected';
  return (
    <>
      <style href="foyer-connect-button" precedence="default">
        {connectButtonCss}
      </style>
      <button
        type="button"
        className="foyer-connect-button"
        data-testid="connect-button"
        data-size={size}
        data-state={state}
        aria-busy={state === 'connecting' || undefined}
        onClick={() => void open()}
      >
        {isConnected ? <span className="foyer-connect-button__dot" aria-hidden="true" /> : null}
        {text}
        {isConnected && balanceText ? <span className="foyer-connect-button__balance">{balanceText}</span> : null}
      </button>
    </>
  );
}
