import type { ADAPTER_REMOTE_IDS, REMOTE_IDS } from '../constants.js';

/** A remote carrying a connector or chain SDK (`foyer_walletconnect`, `foyer_solana`, `foyer_auth`). */
export type AdapterRemoteId = (typeof ADAPTER_REMOTE_IDS)[number];

/** Any federated remote: a feature remote or an adapter remote. */
export type RemoteId = (typeof REMOTE_IDS)[number];
