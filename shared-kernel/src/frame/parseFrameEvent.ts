import { FRAME_EVENT_SCHEMAS, type FrameEvent } from './frameEvents.js';
import { isWithinMessageSize } from './isWithinMessageSize.js';

/**
 * Validates a frame -> widget message (`MessageEvent.data`). Returns the typed message or undefined (never
 * throws). The caller must ALSO check `event.origin === frameOrigin` and `event.source === iframe.contentWindow`
 * and match `id` against its own pending requests (first answer wins).
 * @example
 * parseFrameEvent({ type: '@w3m-frame/READY' }) // { type: '@w3m-frame/READY' }
 * parseFrameEvent({ type: 'x@w3m-frame/READY' }) // undefined
 */
export function parseFrameEvent(data: unknown): FrameEvent | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const type: unknown = (data as { type?: unknown }).type;
  if (typeof type !== 'string') return undefined;
  const schema = FRAME_EVENT_SCHEMAS.get(type);
  if (schema === undefined || !isWithinMessageSize(data)) return undefined;
  const result = schema.safeParse(data);
  return result.success ? (result.data as FrameEvent) : undefined;
}
