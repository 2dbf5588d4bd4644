import {
  FrameError,
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  RPC_NOT_ALLOWED_UI_DELAY_MS,
  RpcNotAllowedError,
  type Eip1193Provider,
  type Eip1193RequestArguments,
} from '@foyer/kernel';
import { isAllowedRpcMethod, isUnsafeRpcMethod, validateSendCallsParams } from '@foyer/kernel/frame';
import type { ApprovalHost } from '../approvals/createApprovalHost.js';
import type { FrameMessenger } from '../frame/createFrameMessenger.js';
import { FrameRequestError } from '../frame/FrameRequestError.js';
import { createEventEmitter, type EventEmitter } from './createEventEmitter.js';
import { userRejected } from './userRejected.js';

export type AuthProvider = Eip1193Provider & {
  /** Tells listeners (`accountsChanged`, `chainChanged`, `disconnect`, ...). */
  emit: EventEmitter['emit'];
};

export type AuthProviderParameters = {
  /** The frame's request channel (`FrameMessenger.request`). */
  request: FrameMessenger['request'];
  /** Hosts the secure frame (ApproveTransaction) while it shows its own approval UI. */
  approvals: ApprovalHost;
  /** The connected address (`eth_accounts` / `eth_requestAccounts`), undefined when signed out. */
  getAddress(): string | undefined;
  /** Switches the embedded wallet's network (`wallet_switchEthereumChain`). */
  switchChain(chainId: number): Promise<void>;
  /** Raises the 'Action not allowed' alert (after `RPC_NOT_ALLOWED_UI_DELAY_MS`). */
  onNotAllowed(): void;
};

/**
 * The embedded wallet's EIP-1193 provider. Safe methods go straight to the frame's RPC request;
 * unsafe ones (`isUnsafeRpcMethod`) go to the frame too, which asks the user in its OWN document
 * while ApproveTransaction hosts it (4001 on reject in the frame or when the modal closes); the
 * host page has no way to approve. Anything off the allow-list fails with 'Requested RPC call is
 * not allowed' (4200). `wallet_sendCalls` calls must have 0x `to` and `data`.
 * @example
 * const signature = await provider.request({ method: 'personal_sign', params: [hexMessage, address] })
 */
export function createAuthProvider(parameters: AuthProviderParameters): AuthProvider {
  const events = createEventEmitter();

  const forward = async (args: Eip1193RequestArguments): Promise<unknown> => {
    try {
      // A copy: the dapp's object may change after the call; the frame and the server work on their own copies too.
      const params: unknown = args.params === undefined ? undefined : structuredClone(args.params);
      const { result } = await parameters.request('RPC_REQUEST', { method: args.method, params });
      return result;
    } catch (error) {
      throw toProviderError(error);
    }
  };

  const request = async (args: Eip1193RequestArguments): Promise<unknown> => {
    const { method, params } = args;
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts': {
        const address = parameters.getAddress();
        if (address !== undefined) return [address];
        if (method === 'eth_accounts') return [];
        throw new ProviderRpcError(PROVIDER_ERROR_CODES.UNAUTHORIZED, 'Not connected to email or social');
      }
      case 'wallet_switchEthereumChain': {
        const chainId = readSwitchChainId(params);
        if (chainId === undefined) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid chainId');
        await parameters.switchChain(chainId);
        return null;
      }
    }
    if (!isAllowedRpcMethod(method)) {
      setTimeout(parameters.onNotAllowed, RPC_NOT_ALLOWED_UI_DELAY_MS);
      const cause = new RpcNotAllowedError({ method });
      throw new ProviderRpcError(PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD, cause.shortMessage, { cause });
    }
    if (method === 'wallet_sendCalls') {
      const calls = validateSendCallsParams(params);
      if (!calls.ok) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `Invalid calls: ${calls.reason}`);
    }
    if (!isUnsafeRpcMethod(method)) return forward(args);

    return parameters.approvals.run(() => forward(args));
  };

  return {
    request,
    on: (event, listener) => events.on(event, listener),
    removeListener: (event, listener) => events.removeListener(event, listener),
    emit: events.emit,
  };
}

function readSwitchChainId(params: unknown): number | undefined {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  const value = typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return undefined;
  return Number.parseInt(value, 16);
}

function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof FrameRequestError && error.frameCode === 'USER_REJECTED') return userRejected(undefined, error);
  if (error instanceof FrameRequestError && error.frameCode === 'RPC_NOT_ALLOWED') {
    return new ProviderRpcError(PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD, new RpcNotAllowedError().shortMessage, { cause: error });
  }
  if (error instanceof FrameRequestError && error.frameCode === 'INVALID_CALLS') {
    return new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, error.shortMessage, { cause: error });
  }
  const message = error instanceof FrameError ? error.shortMessage : new FrameError().shortMessage;
  return new ProviderRpcError(PROVIDER_ERROR_CODES.INTERNAL_ERROR, message, { cause: error });
}
