import type { Message } from '@foyer/kernel';
import { connectButtonMessages } from './connectButtonMessages.js';

/**
 * Every string the shell's modal shows, by view or component, in English. Views import
 * `messages` and never write user-visible text inline (`tests/viewMessages.test.ts`). This object
 * is live: `i18n/applyLocale` writes the chosen language's catalogue (`i18n/locales/<lang>.ts`,
 * typed `FoyerMessages` = `ShellMessages` and the kernel's texts, so a missing key fails `tsc`)
 * and the host's `messages` overrides into it, then the modal re-renders. The kernel's view
 * titles, alerts and displayed errors are in `i18n/kernelMessages.ts`. A message with values
 * stays a function so each language orders its words; counts go through the kernel's `plural`
 * (`Intl.PluralRules`). No i18n library, and catalogues load lazily: no bytes on first load.
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
    continueWithWallet: 'Continue with a wallet',
    noMethods: 'No way to connect is offered here',
    noMethodsText: 'This site has turned wallets off and offers no email or social login.',
    /** The legal checkbox's label; `{terms}` and `{privacy}` become links (one may be missing: `legalAgreeOne`). */
    legalAgree: 'I agree to the {terms} and {privacy}',
    legalAgreeOne: 'I agree to the {link}',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    noWallet: 'Haven’t got a wallet?',
    getStarted: 'Get started',
  },
  walletGuide: {
    oneLogin: 'One login for all of web3',
    oneLoginText: 'Connect your wallet to sign in to any app. No more passwords.',
    assets: 'A home for your digital assets',
    assetsText: 'A wallet keeps, sends and receives tokens and collectibles.',
    gateway: 'Your gateway to a new web',
    gatewayText: 'With a wallet you can trade, collect and take part in online communities.',
    getWallet: 'Get a wallet',
    exploreAll: 'Explore all',
    website: 'Website',
    appStore: 'App Store',
    playStore: 'Google Play',
    open: 'Open',
    linkLabel: (name: string, place: string) => `${name}: ${place} (opens in a new tab)`,
    none: 'No wallet to recommend yet',
  },
  allWallets: {
    loadFailed: 'Could not load wallets',
    loadMoreFailed: 'Could not load more wallets',
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
