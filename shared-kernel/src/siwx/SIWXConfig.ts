import type { SiwxMessageData, SiwxSession } from '../types/siwx.js';

/** What the widget asks a message for: the active account and its CAIP-2 network. */
export type SIWXMessageInput = {
  accountAddress: string;
  /** CAIP-2, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string;
};

/** A sign-in message: its fields, and `toString()` = the exact text the wallet signs. */
export type SIWXMessage = SiwxMessageData & { toString(): string };

/** A sign-in session in the shape AppKit users know; `cacao` is kept when a config gives one. */
export type SIWXSession = SiwxSession & { cacao?: unknown };

/**
 * The `siwx` option (AppKit's SIWXConfig): how messages are made and sessions kept. The widget asks
 * `getSessions` after every connect, restore and network switch, and opens SIWXSignMessage when it
 * answers none; signing calls `addSession`. The ready implementation is `FoyerSiwx`
 * (`@foyer/shell/siwx`), backed by the Foyer sessions service.
 * @example
 * createFoyer({ projectId, siwx: new FoyerSiwx({ required: true }) })
 */
export type SIWXConfig = {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
  /** Verifies (or has the server verify) and stores a signed session; rejects when it is not valid. */
  addSession(session: SIWXSession): Promise<void>;
  revokeSession(chainId: string, address: string): Promise<void>;
  setSessions(sessions: SIWXSession[]): Promise<void>;
  getSessions(chainId: string, address: string): Promise<SIWXSession[]>;
  /** Whether the user must sign in (close disabled, cancel disconnects). Default false. */
  getRequired?(): boolean;
  /** Revoke the session when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean;
};

/** The legacy `siweConfig` message arguments (AppKit's SIWECreateMessageArgs). */
export type SIWECreateMessageArgs = {
  domain: string;
  uri: string;
  address: string;
  version: string;
  chainId: number;
  nonce: string;
  statement?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
};

export type SIWEVerifyMessageArgs = { message: string; signature: string; cacao?: unknown };
export type SIWESession = { address: string; chainId: number };

/**
 * The legacy `siweConfig` option (AppKit's SIWEConfig), Ethereum only. The widget adapts it onto
 * `SIWXConfig` (`siweConfigToSiwx`); it cannot be combined with `siwx`.
 */
export type SIWEConfig = {
  getNonce(address?: string): Promise<string>;
  /** Default message fields (domain, uri, statement, ...) merged under the widget's own. */
  getMessageParams?(): Promise<Partial<Omit<SIWECreateMessageArgs, 'address' | 'chainId' | 'nonce'>> & { chains?: number[] }>;
  createMessage(args: SIWECreateMessageArgs): string;
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>;
  getSession(): Promise<SIWESession | null>;
  signOut(): Promise<boolean>;
  onSignIn?(session?: SIWESession): void;
  onSignOut?(): void;
  /** Default true (as `SIWXConfig.getRequired`). */
  required?: boolean;
  signOutOnDisconnect?: boolean;
};
