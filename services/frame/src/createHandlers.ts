import { ChainNotSupportedError, RpcNotAllowedError, RpcRequestAbortedError } from '@foyer/kernel';
import {
  CreatedApproval,
  FRAME_ERROR_MESSAGES,
  isAllowedRpcMethod,
  isUnsafeRpcMethod,
  validateSendCallsParams,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameResponsePayload,
  type FrameUser,
} from '@foyer/kernel/frame';
import { SecureApiError, deviceId, readToken, secureApi, writeToken } from './secureApi.js';
import { approveInWindow } from './approveInWindow.js';
import { showApproval } from './showApproval.js';
import { showEmailChange } from './showEmailChange.js';
import { supportsVisibilityTracking } from './trackVisibility.js';

/** Longest the frame keeps asking for a device approval or a Farcaster completion (below the widget's 120 s). */
const WAIT_LIMIT_MS = 115_000;

export type FrameState = {
  projectId: string;
  chainId: string;
  parentOrigin: () => string;
  onSessionEnded(reason: 'SESSION_EXPIRED' | 'SIGNED_OUT'): void;
  /** Tells the widget the frame shows (or no longer shows) its approval UI for RPC request `id`. */
  onApprovalShown(id: string, method: string, shown: boolean): void;
};

/** What a handler knows about the message besides its payload. */
export type HandlerContext = { id: string };

type Handlers = {
  [Name in FrameRequestName]: (payload: FrameRequestPayload<Name>, context: HandlerContext) => Promise<FrameResponsePayload<Name>>;
};

function toCaip(chainId: string | number): string {
  return typeof chainId === 'number' || /^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** One handler per request of the frame protocol; every key operation happens on the secure site's server. */
export function createHandlers(state: FrameState): Handlers {
  let pendingEmail: string | undefined;
  let socialVerifier: string | undefined;
  let farcaster: { channelToken: string; frameSecret: string } | undefined;
  const inFlight = new Set<AbortController>();
  // One approval on screen at a time: later unsafe requests wait for the current decision.
  let approvalQueue: Promise<unknown> = Promise.resolve();

  /**
   * An unsafe request: the secure site stores exactly this request and summarises it; the frame shows that summary
   * in its own document; only the user's Approve here confirms the stored request (once). Reject -> 4001.
   */
  const approveAndRun = async (
    request: { method: string; params?: unknown; chainId?: string },
    context: HandlerContext,
    signal: AbortSignal,
  ): Promise<{ result: unknown }> => {
    const created = CreatedApproval.safeParse(await secureApi<unknown>('POST', '/api/approvals', request, signal));
    if (!created.success) throw new SecureApiError('FRAME_ERROR', 'The secure site sent an invalid approval');
    const { approvalId, summary } = created.data;
    const settle = (action: 'reject') => secureApi('POST', `/api/approvals/${encodeURIComponent(approvalId)}/${action}`, {}).catch(() => undefined);
    state.onApprovalShown(context.id, request.method, true);
    let decision: 'approved' | 'rejected';
    try {
      // Where this browser cannot tell the frame whether it is visible, approval happens in a top-level window.
      const parameters = { summary, requestedBy: state.parentOrigin(), signal };
      decision = await (supportsVisibilityTracking() ? showApproval(parameters) : approveInWindow(parameters));
    } catch (error) {
      void settle('reject');
      throw error;
    } finally {
      state.onApprovalShown(context.id, request.method, false);
    }
    if (decision === 'rejected') {
      void settle('reject');
      throw new SecureApiError('USER_REJECTED', FRAME_ERROR_MESSAGES.USER_REJECTED);
    }
    return secureApi<{ result: unknown }>('POST', `/api/approvals/${encodeURIComponent(approvalId)}/confirm`, {}, signal);
  };

  const getUser = () => secureApi<FrameUser>('GET', '/api/user');
  const signedIn = async (token: string) => {
    writeToken(token);
    return getUser();
  };

  return {
    async CONNECT_EMAIL({ email }) {
      if (readToken() !== null) {
        const user = await getUser().catch(() => undefined);
        if (user?.email === email.toLowerCase()) return { action: 'CONNECT' };
      }
      pendingEmail = email;
      const { action } = await secureApi<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>('POST', '/api/email/connect', {
        email,
        deviceId: deviceId(),
        projectId: state.projectId,
        appOrigin: state.parentOrigin(),
      });
      return { action };
    },
    async CONNECT_DEVICE() {
      const deadline = Date.now() + WAIT_LIMIT_MS;
      while (Date.now() < deadline) {
        const { approved } = await secureApi<{ approved: boolean }>('POST', '/api/email/device', { email: pendingEmail, deviceId: deviceId() });
        if (approved) return {};
      }
      throw new SecureApiError('DEVICE_NOT_APPROVED', FRAME_ERROR_MESSAGES.DEVICE_NOT_APPROVED);
    },
    async CONNECT_OTP({ otp }) {
      const { token } = await secureApi<{ token: string }>('POST', '/api/email/otp', { email: pendingEmail, otp, deviceId: deviceId(), chainId: state.chainId });
      writeToken(token);
      return {};
    },
    async GET_USER({ chainId }, context) {
      if (chainId !== undefined && toCaip(chainId) !== state.chainId) await this.SWITCH_NETWORK({ chainId }, context);
      return getUser();
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      socialVerifier = randomSecret();
      return secureApi<{ uri: string }>('POST', '/api/social/start', {
        provider,
        projectId: state.projectId,
        appOrigin: state.parentOrigin(),
        verifierHash: await sha256Hex(socialVerifier),
      });
    },
    async CONNECT_SOCIAL({ uri }) {
      const verifier = socialVerifier;
      socialVerifier = undefined;
      const { token } = await secureApi<{ token: string }>('POST', '/api/social/connect', { uri, verifier, deviceId: deviceId(), chainId: state.chainId });
      return signedIn(token);
    },
    async GET_FARCASTER_URI() {
      const channel = await secureApi<{ url: string; channelToken: string; frameSecret: string }>('POST', '/api/farcaster/channel', {
        projectId: state.projectId,
        appOrigin: state.parentOrigin(),
      });
      farcaster = { channelToken: channel.channelToken, frameSecret: channel.frameSecret };
      return { url: channel.url };
    },
    async CONNECT_FARCASTER() {
      const deadline = Date.now() + WAIT_LIMIT_MS;
      while (farcaster !== undefined && Date.now() < deadline) {
        const result = await secureApi<{ status: string; token?: string }>('POST', '/api/farcaster/wait', { ...farcaster, deviceId: deviceId(), chainId: state.chainId });
        if (result.token !== undefined) {
          farcaster = undefined;
          return signedIn(result.token);
        }
      }
      throw new SecureApiError('FRAME_ERROR', 'Failed to connect to farcaster');
    },
    async SIGN_OUT() {
      await secureApi('POST', '/api/signout', {}).catch(() => undefined);
      writeToken(null);
      return {};
    },
    async IS_CONNECTED() {
      if (readToken() === null) return { isConnected: false };
      return { isConnected: await getUser().then(() => true, () => false) };
    },
    async GET_CHAIN_ID() {
      return { chainId: state.chainId };
    },
    async SWITCH_NETWORK({ chainId }) {
      const caip = toCaip(chainId);
      if (!caip.startsWith('eip155:') && !caip.startsWith('solana:')) throw new SecureApiError('CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
      if (readToken() !== null) await secureApi('POST', '/api/network', { chainId: caip });
      state.chainId = caip;
      return { chainId: caip };
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      // No smart-account factory is deployed on the dev chain: no network offers smart accounts.
      return { smartAccountEnabledNetworks: [] };
    },
    async INIT_SMART_ACCOUNT() {
      throw new SecureApiError('SMART_ACCOUNT_UNAVAILABLE', FRAME_ERROR_MESSAGES.SMART_ACCOUNT_UNAVAILABLE);
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new SecureApiError('SMART_ACCOUNT_UNAVAILABLE', FRAME_ERROR_MESSAGES.SMART_ACCOUNT_UNAVAILABLE);
      return { type: 'eoa', address: (await getUser()).address };
    },
    async UPDATE_EMAIL(_payload, context) {
      // The host page only asks: the new address and both codes are typed, and the change confirmed, in this document.
      const user = await getUser();
      if (user.email === undefined || user.email === null) throw new SecureApiError('NO_EMAIL_TO_UPDATE', FRAME_ERROR_MESSAGES.NO_EMAIL_TO_UPDATE);
      const currentEmail = user.email;
      const controller = new AbortController();
      inFlight.add(controller);
      const show = async () => {
        state.onApprovalShown(context.id, 'UPDATE_EMAIL', true);
        try {
          return await showEmailChange({
            currentEmail,
            requestedBy: state.parentOrigin(),
            signal: controller.signal,
            steps: {
              start: async (email, signal) => void (await secureApi('POST', '/api/email/update', { email }, signal)),
              confirmCurrent: async (otp, signal) => void (await secureApi('POST', '/api/email/update/primary', { otp }, signal)),
              confirmNew: async (otp, signal) => (await secureApi<{ newEmail: string }>('POST', '/api/email/update/secondary', { otp }, signal)).newEmail,
            },
          });
        } finally {
          state.onApprovalShown(context.id, 'UPDATE_EMAIL', false);
        }
      };
      try {
        const turn = approvalQueue.then(show);
        approvalQueue = turn.catch(() => undefined);
        const outcome = await turn;
        if (outcome === 'rejected') throw new SecureApiError('USER_REJECTED', FRAME_ERROR_MESSAGES.USER_REJECTED);
        return outcome;
      } catch (error) {
        if (controller.signal.aborted) throw new SecureApiError('REQUEST_ABORTED', new RpcRequestAbortedError().shortMessage);
        throw error;
      } finally {
        inFlight.delete(controller);
      }
    },
    async SYNC_THEME({ themeMode }) {
      document.documentElement.dataset.theme = themeMode;
      return {};
    },
    async SYNC_DAPP_DATA() {
      return {};
    },
    async RELOAD() {
      setTimeout(() => location.reload(), 0);
      return {};
    },
    async RPC_REQUEST({ method, params, chainId }, context) {
      if (!isAllowedRpcMethod(method)) throw new SecureApiError('RPC_NOT_ALLOWED', new RpcNotAllowedError().shortMessage);
      if (method === 'wallet_sendCalls' && !validateSendCallsParams(params).ok) {
        throw new SecureApiError('INVALID_CALLS', FRAME_ERROR_MESSAGES.INVALID_CALLS);
      }
      const controller = new AbortController();
      inFlight.add(controller);
      const request = { method, params, ...(chainId !== undefined ? { chainId: toCaip(chainId) } : {}) };
      try {
        if (!isUnsafeRpcMethod(method)) return await secureApi<{ result: unknown }>('POST', '/api/rpc', request, controller.signal);
        const turn = approvalQueue.then(() => approveAndRun(request, context, controller.signal));
        approvalQueue = turn.catch(() => undefined);
        return await turn;
      } catch (error) {
        if (controller.signal.aborted) throw new SecureApiError('REQUEST_ABORTED', new RpcRequestAbortedError().shortMessage);
        throw error;
      } finally {
        inFlight.delete(controller);
      }
    },
    async RPC_ABORT() {
      for (const controller of inFlight) controller.abort();
      inFlight.clear();
      return {};
    },
  };
}

export { toCaip };
