/** Row of `siwx_nonces`: a nonce `POST /v1/sessions/nonce` issued, kept as its SHA-256 (hex). Times are epoch ms. */
export type SiwxNoncesTable = {
  nonce_hash: string;
  project_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
};

/** Row of `siwx_sessions`: a verified sign-in. `data` is the parsed message (JSON `SiwxMessageData`); the bearer token is kept as its SHA-256 (hex). */
export type SiwxSessionsTable = {
  id: string;
  project_id: string;
  /** EIP-55 for eip155, base58 for solana. */
  address: string;
  caip_network_id: string;
  message: string;
  signature: string;
  data: string;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
};
