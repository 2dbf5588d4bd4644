import * as z from 'zod/mini';
import type { FrameRequestName } from './eventTypes.js';
import {
  ChainId,
  DappDataPayload,
  Email,
  EmbeddedAccountType,
  FrameUser,
  Otp,
  PopupSocialProvider,
  RpcRequestPayload,
  Text,
  ThemeSyncPayload,
} from './payloads.js';

const Empty = z.object({});

/**
 * Every request of spec §7: the payload the widget sends and the payload of the frame's `_SUCCESS` answer.
 * (`_ERROR` answers always carry `{ message, code? }`.)
 */
export const FRAME_PROTOCOL = {
  /** Starts an email login; the frame e-mails an OTP (or a device link) and says what comes next. */
  CONNECT_EMAIL: {
    request: z.object({ email: Email }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Waits (up to the request timeout) until the device link in the e-mail is opened; then an OTP is sent. */
  CONNECT_DEVICE: { request: Empty, success: Empty },
  /** Checks the OTP and signs the user in (then GET_USER). */
  CONNECT_OTP: { request: z.object({ otp: Otp }), success: Empty },
  /** Completes a social login with the `resultUri` the popup posted to the widget. */
  CONNECT_SOCIAL: { request: z.object({ uri: Text }), success: FrameUser },
  /** Waits (up to the request timeout) for the Farcaster client to complete the channel, then signs in. */
  CONNECT_FARCASTER: { request: Empty, success: FrameUser },
  GET_USER: {
    request: z.object({ chainId: z.optional(ChainId), preferredAccountType: z.optional(EmbeddedAccountType) }),
    success: FrameUser,
  },
  /** The URL the widget opens in the 600x800 popup. */
  GET_SOCIAL_REDIRECT_URI: { request: z.object({ provider: PopupSocialProvider }), success: z.object({ uri: Text }) },
  /** The Farcaster channel URL shown as a QR code. */
  GET_FARCASTER_URI: { request: Empty, success: z.object({ url: Text }) },
  SIGN_OUT: { request: Empty, success: Empty },
  IS_CONNECTED: { request: Empty, success: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: Empty, success: z.object({ chainId: ChainId }) },
  SWITCH_NETWORK: { request: z.object({ chainId: ChainId }), success: z.object({ chainId: ChainId }) },
  /** EVM chain ids on which a smart account can be used (empty on the dev chain: no factory is deployed). */
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: Empty,
    success: z.object({ smartAccountEnabledNetworks: z.array(z.number()).check(z.maxLength(64)) }),
  },
  INIT_SMART_ACCOUNT: { request: Empty, success: z.object({ address: Text, isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: {
    request: z.object({ type: EmbeddedAccountType }),
    success: z.object({ type: EmbeddedAccountType, address: Text }),
  },
  /**
   * Opens the e-mail change in the frame's own document (security review 2, N2): the user types the new address and
   * both codes there and confirms there; the host page learns only the outcome. Rejects with USER_REJECTED on Cancel.
   */
  UPDATE_EMAIL: { request: Empty, success: z.object({ newEmail: Email }) },
  SYNC_THEME: { request: ThemeSyncPayload, success: Empty },
  SYNC_DAPP_DATA: { request: DappDataPayload, success: Empty },
  /** Reloads the frame document; answered before reloading, then a new READY follows. */
  RELOAD: { request: Empty, success: Empty },
  RPC_REQUEST: { request: RpcRequestPayload, success: z.object({ result: z.unknown() }) },
  /** Aborts every RPC request in flight (their promises reject with 'Request was aborted'). */
  RPC_ABORT: { request: Empty, success: Empty },
} as const satisfies Record<FrameRequestName, { request: z.ZodMiniType; success: z.ZodMiniType }>;

type Protocol = typeof FRAME_PROTOCOL;

/** The payload the widget sends with request `Name`. */
export type FrameRequestPayload<Name extends FrameRequestName> = z.input<Protocol[Name]['request']>;
/** The payload of the frame's `<Name>_SUCCESS` answer. */
export type FrameResponsePayload<Name extends FrameRequestName> = z.output<Protocol[Name]['success']>;
