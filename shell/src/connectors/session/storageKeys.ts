/** Local storage keys of the shell (below the kernel's `STORAGE_PREFIX`). */
export const STORAGE_KEYS = {
  /** Recently used wallet ids, most recent first (at most `RECENT_WALLETS_MAX`). */
  recentWallets: 'recentWallets',
  /** The connector of the current session, for reconnecting on reload. */
  connectedConnectorId: 'connectedConnectorId',
  /** Connections made through adapter remotes (`[{ connectorId, remote }]`), restored by their adapter on reload. */
  adapterConnections: 'connections',
} as const;
