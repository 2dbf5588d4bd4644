/** A message: a fixed text, or a function of the values (text, or a node such as a name in bold) it shows. */
type Message = string | ((...values: never[]) => string | (Node | string)[]);

/**
 * Every string the dev wallet page shows (English only for now); `main.ts` builds the page from
 * these and writes no user-visible text inline. A translation is a later object of type
 * `WalletPageMessages` chosen instead of this one: the type makes it complete, and a message
 * with values stays a function so each language orders its words. No i18n library: a plain
 * module costs nothing. (The static `index.html` shell says "Loading…" until this script runs.)
 */
export const messages = {
  page: {
    title: 'Foyer dev wallet',
    bannerTitle: 'DEVELOPMENT WALLET — NOT A REAL WALLET',
    bannerText: 'Its key comes from the public anvil test mnemonic: anyone can spend what it holds. Use it only with the local dev chain.',
    pairTitle: '1. Paste the pairing link',
    pairLabel: 'Pairing link from the Foyer modal ("Copy link")',
    pairPlaceholder: 'wc:…@2?relay-protocol=irn&symKey=…',
    pair: 'Pair',
    proposalsTitle: '2. Connection requests',
    sessionsTitle: 'Connected dapps',
    requestsTitle: '3. Requests',
    noSessions: 'None yet.',
    approve: 'Approve',
    reject: 'Reject',
    decline: 'Decline',
    disconnect: 'Disconnect',
  },
  status: {
    starting: 'Starting…',
    startFailed: (error: string, relayUrl: string) => `Could not start the wallet: ${error} (relay ${relayUrl})`,
    ready: (address: string, accountIndex: number, relayUrl: string, rpcUrl: string) =>
      `Ready. Account ${address} (anvil account ${accountIndex}), relay ${relayUrl}, chain RPC ${rpcUrl}.`,
    pairing: 'Pairing…',
    paired: 'Paired: waiting for the dapp’s connection request.',
    invalidUri: 'Paste a WalletConnect pairing link: it starts with "wc:" and contains "@2" and a symKey.',
    pairingFailed: (error: string) => `Pairing failed: ${error}`,
    disconnected: (dapp: string) => `Disconnected from ${dapp}.`,
    connected: (dapp: string) => `Connected to ${dapp}.`,
    rejected: (dapp: string) => `Rejected ${dapp}.`,
    proposal: (dapp: string) => `${dapp} asks to connect.`,
    newRequest: (method: string) => `New request: ${method}.`,
  },
  session: {
    peer: (name: string, url: string) => `${name} — ${url}`,
  },
  proposal: {
    asksToConnect: (dapp: Node, url: string, chains: string) => [dapp, ` (${url}) asks to connect on ${chains}.`],
    noChain: 'no chain',
  },
  request: {
    onChain: (method: Node, chainId: string) => [method, ` on ${chainId}`],
    answered: (result: string) => `Answered: ${result}`,
    declined: 'Declined.',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the dev wallet page's messages has. */
export type WalletPageMessages = typeof messages;
