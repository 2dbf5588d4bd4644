import { useConnectButtonBalance } from './useConnectButtonBalance.js';

export type ConnectButtonBalanceProps = {
  /** The connected address whose native balance is shown. */
  address: string;
};

/**
 * The native balance part of `<ConnectButton balance="show" />`, once connected. Loaded with
 * import() by the button: balance formatting and the balance query are not needed before a
 * wallet is connected.
 */
export function ConnectButtonBalance({ address }: ConnectButtonBalanceProps) {
  const text = useConnectButtonBalance(address);
  return text ? <span className="foyer-connect-button__balance">{text}</span> : null;
}
