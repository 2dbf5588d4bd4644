/** An EIP-1193 provider error (`code`, `message`, optional `data`), as wallets throw them. */
export class DevWalletRpcError extends Error {
  override name = 'DevWalletRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** EIP-1193 error codes the dev wallet uses. */
export const RPC_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;
