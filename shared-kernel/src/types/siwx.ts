/** Sign-in-with-X message fields (spec §3). */
export type SiwxMessageData = {
  accountAddress: string;
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  notBefore?: string;
  statement?: string;
  resources?: string[];
  requestId?: string;
  issuedAt?: string;
  expirationTime?: string;
};

export type SiwxMessage = SiwxMessageData & { serializedMessage?: string };

/** A stored sign-in session. */
export type SiwxSession = {
  data: SiwxMessageData;
  message: string;
  signature: string;
};
