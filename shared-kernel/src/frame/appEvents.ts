import * as z from 'zod/mini';
import { APP_EVENT, FRAME_REQUEST_NAMES, type FrameRequestName } from './eventTypes.js';
import { FRAME_PROTOCOL } from './protocol.js';
import { RequestId } from './payloads.js';

type AppEventSchemaOf<Name extends FrameRequestName> = z.ZodMiniObject<{
  type: z.ZodMiniLiteral<(typeof APP_EVENT)[Name]>;
  id: typeof RequestId;
  payload: (typeof FRAME_PROTOCOL)[Name]['request'];
}>;

function appEventSchema<Name extends FrameRequestName>(name: Name): AppEventSchemaOf<Name> {
  return z.object({ type: z.literal(APP_EVENT[name]), id: RequestId, payload: FRAME_PROTOCOL[name].request });
}

/** Schema of each widget -> frame message, keyed by request name. */
export const APP_EVENT_SCHEMAS = Object.fromEntries(FRAME_REQUEST_NAMES.map((name) => [name, appEventSchema(name)])) as {
  readonly [Name in FrameRequestName]: AppEventSchemaOf<Name>;
};

/** A widget -> frame message: `{ type: '@w3m-app/<NAME>', id, payload }`. */
export type AppEvent = { [Name in FrameRequestName]: z.output<AppEventSchemaOf<Name>> }[FrameRequestName];
/** The widget -> frame message of request `Name`. */
export type AppEventOf<Name extends FrameRequestName> = z.output<AppEventSchemaOf<Name>>;
export type AppEventType = AppEvent['type'];
