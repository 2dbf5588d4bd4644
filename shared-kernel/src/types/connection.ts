import type { AccountType } from './account.js';
import type { CaipNetworkId } from './network.js';

/** One connection of a connector (spec §3). */
export type Connection = {
  connectorId: string;
  accounts: { address: string; type?: AccountType }[];
  /** CAIP-2 id of the connected network. */
  caipNetworkId?: CaipNetworkId;
  /** Auth name (email or social username) for embedded-wallet connections. */
  auth?: { name: string | undefined; username: string | undefined };
};

/** A connection relative to the active chain (spec §4). */
export type ConnectionRelation = 'connected' | 'active' | 'disconnected';
