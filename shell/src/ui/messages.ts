import type { Message } from '@foyer/kernel';
import { connectButtonMessages } from './connectButtonMessages.js';

/**
 * Every string the shell's modal shows, by view or component (English only for now). Views
 * import `messages` and never write user-visible text inline (`tests/viewMessages.test.ts`).
 * Not here: the spec's exact error messages (the kernel's error catalogue, `shortMessage`) and
 * view titles (the kernel's `VIEW_TABLE`). A translation is a later object of type
 * `ShellMessages` (`const fr: ShellMessages = { … }`) chosen instead of this one; the type makes
 * it complete, and a message with values stays a function so each language orders its words.
 * No i18n library: a plain module adds no bytes to the shell's first load.
 */
export const messages = {
  connectButton: connectButtonMessages,
  common: {
    loading: 'Loading',
    loadingWallets: 'Loading wallets',
    tryAgain: 'Try again',
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting…',
    copyAddress: 'Copy address',
    wallets: 'Wallets',
  },
  header: {
    back: 'Back',
    close: 'Close',
    closeDisabled: 'Sign in to continue',
  },
  alert: {
    dismiss: 'Dismiss alert',
  },
  featureError: {
    text: 'This part of the wallet could not be loaded.',
  },
  notAvailable: {
    title: 'Not available yet',
    text: 'This screen is not part of this version of the wallet modal.',
    back: 'Go back',
  },
  account: {
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    notConnected: 'Not connected',
    switchNetwork: (network: string) => `Network: ${network}. Switch network`,
    receive: 'Receive',
    loadingBalance: 'Loading balance',
  },
  accountTabs: {
    label: 'Account assets',
    tokens: 'Tokens',
    nfts: 'NFTs',
    activity: 'Activity',
    loadFailed: 'The account tabs could not be loaded.',
    loadingTokens: 'Loading tokens',
    noTokens: 'No tokens yet',
    noTokensText: 'Tokens you hold on this network show here.',
    loadingNfts: 'Loading NFTs',
    noNfts: 'No NFTs yet',
    noNftsText: 'Collectibles you hold on this network show here.',
    nftsFailed: 'NFTs Unavailable',
    nftTile: (name: string, collection: string) => `${name}, ${collection}`,
    untitledNft: (collection: string, tokenId: string) => `${collection} #${tokenId}`,
  },
  connect: {
    installed: 'Installed',
    installedOn: (family: string) => `Installed · ${family}`,
    recent: 'Recent',
    allWallets: 'All wallets',
    notInstalled: (name: string) => `${name} is not installed in this browser`,
  },
  allWallets: {
    loadFailed: 'Could not load wallets',
    unknownError: 'Something went wrong',
    retry: 'Retry',
    noneFound: 'No wallet found',
    noMatch: (term: string) => `Nothing matches “${term}”.`,
    emptyCatalogue: 'The catalogue is empty.',
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    found: (count: number) => `${count} ${count === 1 ? 'wallet' : 'wallets'} found`,
    installed: ', installed',
  },
  connectingExternal: {
    yourWallet: 'your wallet',
    continueIn: (name: string) => `Continue in ${name}`,
    rejected: 'The request was declined in the wallet. You can send it again.',
    failed: 'The wallet did not connect. Check that it is unlocked and try again.',
    connecting: 'Accept the connection request in the wallet.',
    open: (name: string) => `Open ${name} to connect.`,
    connect: 'Connect',
  },
  networks: {
    label: 'Networks',
    hint: 'Your wallet may not support every network this app offers.',
    testnet: 'Testnet',
    active: '(active)',
  },
  switchNetwork: {
    title: 'Approve in wallet',
    text: (network: string) => `Accept the switch to ${network} in your wallet.`,
  },
  switchActiveChain: {
    title: (family: string) => `Connect a ${family} wallet`,
    text: (network: string, family: string) =>
      `No connected wallet supports ${network}. Connect a ${family} wallet to use it; your other wallets stay connected.`,
    connect: 'Connect a wallet',
    cancel: 'Cancel',
  },
  unsupportedChain: {
    text: 'This app doesn’t support your wallet’s current network. Switch to one of these networks to continue.',
    networks: 'Supported networks',
  },
  profileWallets: {
    label: 'Connected wallets',
    empty: 'No wallet is connected.',
    addWallet: 'Connect another wallet',
    disconnectAll: 'Disconnect all',
    noAddress: 'No address',
    inUse: 'In use',
    connected: 'Connected',
    notInUse: 'Not in use',
    disconnected: 'Disconnected',
    use: (name: string, family: string, address: string) => `Use ${name} on ${family} (${address})`,
    disconnectOne: (name: string, family: string) => `Disconnect ${name} on ${family}`,
  },
  siwx: {
    title: (dapp: string) => `${dapp} needs to connect to your wallet`,
    text: 'Sign this message to prove you own this wallet and proceed.',
    textRequired: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    thisApp: 'This app',
    dappIcon: (dapp: string) => `${dapp} icon`,
    account: 'Account',
    network: 'Network',
    sign: 'Sign',
    signing: 'Signing…',
    waiting: 'Check your wallet to sign the message',
    cancel: 'Cancel',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the shell's messages has. */
export type ShellMessages = typeof messages;
