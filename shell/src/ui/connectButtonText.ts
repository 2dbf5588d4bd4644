import { shortenAddress } from '@foyer/kernel';
import { connectButtonMessages } from './connectButtonMessages.js';

export type ConnectButtonTextParameters = {
  status: 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | undefined;
  address: string | undefined;
  label?: string | undefined;
};

/**
 * What the connect button says: the short address when connected, "Connecting…" while a
 * connection is under way, else its label ("Connect Wallet").
 * @example
 * connectButtonText({ status: 'connected', address: '0xf39F…' }) // '0xf39F…2266'
 */
export function connectButtonText({ status, address, label }: ConnectButtonTextParameters): string {
  if (status === 'connected' && address) return shortenAddress(address);
  if (status === 'connecting' || status === 'reconnecting') return connectButtonMessages.connecting;
  return label?.trim() || connectButtonMessages.connect;
}
