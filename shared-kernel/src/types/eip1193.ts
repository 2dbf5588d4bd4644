/** EIP-1193 request arguments. */
export type Eip1193RequestArguments = {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
};

export type Eip1193EventName = 'connect' | 'disconnect' | 'chainChanged' | 'accountsChanged' | 'message';

/** Minimal EIP-1193 provider surface Foyer relies on. */
export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on(event: Eip1193EventName | (string & {}), listener: (...args: never[]) => void): unknown;
  removeListener(event: Eip1193EventName | (string & {}), listener: (...args: never[]) => void): unknown;
};

/** EIP-1193 / EIP-1474 provider error shape. */
export type Eip1193ProviderRpcError = {
  code: number;
  message: string;
  data?: unknown;
};

/** EIP-6963 wallet announcement info. */
export type Eip6963ProviderInfo = {
  /** UUIDv4 of this provider session. */
  uuid: string;
  name: string;
  /** Data URI (RFC 2397) of a square icon. */
  icon: string;
  /** Reverse-DNS id, e.g. `io.metamask`. */
  rdns: string;
};

export type Eip6963ProviderDetail = {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
};

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';

/** The `eip6963:announceProvider` event. */
export type Eip6963AnnounceProviderEvent = CustomEvent<Eip6963ProviderDetail>;
