/** One approved namespace of a WalletConnect session. */
export type WcSessionNamespace = {
  /** CAIP-10 accounts, e.g. `eip155:1:0xab…`. */
  accounts: string[];
  chains?: string[];
  methods: string[];
  events: string[];
};

/** The part of a WalletConnect session the adapter reads. */
export type WcSession = {
  topic: string;
  /** The pairing the session was proposed on. */
  pairingTopic?: string;
  /** Seconds since the epoch. */
  expiry: number;
  namespaces: Record<string, WcSessionNamespace>;
};

/** A `session_event` as universal-provider forwards it. */
export type WcSessionEvent = {
  topic: string;
  params: { chainId: string; event: { name: string; data: unknown } };
};

/** The JSON-RPC provider on the relay socket (`relayer.provider`): `payload` is every frame received. */
export type WcRelayProvider = {
  on(event: 'payload', listener: (payload: unknown) => void): void;
  /** Its emitter, where each request waits for its response under the request's id. */
  events: { removeAllListeners(event: string): unknown };
};

/** The relay socket of the client. */
export type WcRelayer = {
  readonly connected: boolean;
  /** Replaced on each (re)connection, then `relayer_connect`; an empty placeholder until the socket first opens. */
  provider?: WcRelayProvider;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  /** Relay messages seen per topic (`del` drops a topic's). */
  messages?: { del(topic: string): Promise<void> };
};

/** The client's JSON-RPC history: `delete(topic)` drops every record of a topic. */
export type WcHistory = { delete(topic: string, id?: number): void };

export type WcConnectParameters = {
  optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }>;
};

/**
 * What the adapter uses of `@walletconnect/universal-provider`'s `UniversalProvider` (which
 * satisfies it); unit tests give a fake at this boundary.
 */
export type WcProvider = {
  session?: WcSession | undefined;
  client: { core: { relayer: WcRelayer; history?: WcHistory } };
  connect(parameters: WcConnectParameters): Promise<WcSession | undefined>;
  disconnect(): Promise<void>;
  request<result = unknown>(arguments_: { method: string; params?: unknown }, chain?: string): Promise<result>;
  setDefaultChain(chain: string, rpcUrl?: string): void;
  on(event: string, listener: (...arguments_: never[]) => void): void;
  removeListener(event: string, listener: (...arguments_: never[]) => void): void;
};

/** What the real provider is created from. */
export type WcProviderOptions = {
  projectId: string;
  relayUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  debug: boolean;
};

/** Creates and initialises a provider (the real one: `createUniversalProvider`). */
export type CreateWcProvider = (options: WcProviderOptions) => Promise<WcProvider>;

/** The `relayer_connect` event of the client's relayer: the relay socket opened. */
export const RELAYER_CONNECT_EVENT = 'relayer_connect';
