import * as z from 'zod/mini';
import { FRAME_EVENT, FRAME_REQUEST_NAMES, type FrameRequestName } from './eventTypes.js';
import { ErrorPayload, RequestId } from './payloads.js';
import { FRAME_PROTOCOL } from './protocol.js';

type SuccessSchemaOf<Name extends FrameRequestName> = z.ZodMiniObject<{
  type: z.ZodMiniLiteral<`@w3m-frame/${Name}_SUCCESS`>;
  id: typeof RequestId;
  payload: (typeof FRAME_PROTOCOL)[Name]['success'];
}>;

type ErrorSchemaOf<Name extends FrameRequestName> = z.ZodMiniObject<{
  type: z.ZodMiniLiteral<`@w3m-frame/${Name}_ERROR`>;
  id: typeof RequestId;
  payload: typeof ErrorPayload;
}>;

/** The frame has loaded and listens (no id). `origin` is the page origin it locked onto, when known. */
export const FrameReadySchema = z.object({ type: z.literal(FRAME_EVENT.READY), payload: z.optional(z.object({})) });

/** Unsolicited: the frame's session ended (`reason` 'SESSION_EXPIRED' or 'SIGNED_OUT'). */
export const FrameSessionUpdateSchema = z.object({
  type: z.literal(FRAME_EVENT.SESSION_UPDATE),
  payload: z.object({ isConnected: z.boolean(), reason: z.optional(z.enum(['SESSION_EXPIRED', 'SIGNED_OUT'])) }),
});

/**
 * Unsolicited: the frame now shows its own approval UI for RPC request `id` (`shown: false` once it is gone).
 * The widget keeps the frame visible while it is shown; the decision itself never leaves the frame.
 */
export const FrameApprovalShownSchema = z.object({
  type: z.literal(FRAME_EVENT.APPROVAL_SHOWN),
  payload: z.object({ id: RequestId, method: z.string().check(z.maxLength(128)), shown: z.boolean() }),
});

const SUCCESS_SCHEMAS = Object.fromEntries(
  FRAME_REQUEST_NAMES.map((name) => [
    name,
    z.object({ type: z.literal(FRAME_EVENT[`${name}_SUCCESS`]), id: RequestId, payload: FRAME_PROTOCOL[name].success }),
  ]),
) as { readonly [Name in FrameRequestName]: SuccessSchemaOf<Name> };

const ERROR_SCHEMAS = Object.fromEntries(
  FRAME_REQUEST_NAMES.map((name) => [
    name,
    z.object({ type: z.literal(FRAME_EVENT[`${name}_ERROR`]), id: RequestId, payload: ErrorPayload }),
  ]),
) as { readonly [Name in FrameRequestName]: ErrorSchemaOf<Name> };

/** Schema of each frame -> widget message, keyed by its full type. */
export const FRAME_EVENT_SCHEMAS: ReadonlyMap<string, z.ZodMiniType> = new Map<string, z.ZodMiniType>([
  [FRAME_EVENT.READY, FrameReadySchema],
  [FRAME_EVENT.SESSION_UPDATE, FrameSessionUpdateSchema],
  [FRAME_EVENT.APPROVAL_SHOWN, FrameApprovalShownSchema],
  ...FRAME_REQUEST_NAMES.flatMap((name): [string, z.ZodMiniType][] => [
    [FRAME_EVENT[`${name}_SUCCESS`], SUCCESS_SCHEMAS[name]],
    [FRAME_EVENT[`${name}_ERROR`], ERROR_SCHEMAS[name]],
  ]),
]);

export type FrameSuccessEventOf<Name extends FrameRequestName> = z.output<SuccessSchemaOf<Name>>;
export type FrameErrorEventOf<Name extends FrameRequestName> = z.output<ErrorSchemaOf<Name>>;
export type FrameReadyEvent = z.output<typeof FrameReadySchema>;
export type FrameSessionUpdateEvent = z.output<typeof FrameSessionUpdateSchema>;
export type FrameApprovalShownEvent = z.output<typeof FrameApprovalShownSchema>;
/** Any frame -> widget message. */
export type FrameEvent =
  | FrameReadyEvent
  | FrameSessionUpdateEvent
  | FrameApprovalShownEvent
  | { [Name in FrameRequestName]: FrameSuccessEventOf<Name> | FrameErrorEventOf<Name> }[FrameRequestName];
export type FrameEventType = FrameEvent['type'];
