/**
 * What the host page's connect button (`<ConnectButton />`, `<foyer-button>`) says. Part of the
 * shell's message catalogue (`messages.ts`, which includes it as `connectButton`), kept in its
 * own module because the button is in the page's first chunk and the modal's strings are not.
 */
export const connectButtonMessages = {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
} satisfies Record<string, string>;
