import { APP_EVENT_KEY, FRAME_REQUEST_NAMES, type FrameRequestName } from './eventTypes.js';
import { APP_EVENT_SCHEMAS, type AppEvent } from './appEvents.js';
import { isWithinMessageSize } from './isWithinMessageSize.js';

const NAMES: ReadonlySet<string> = new Set<string>(FRAME_REQUEST_NAMES);

function requestName(type: unknown): FrameRequestName | undefined {
  if (typeof type !== 'string' || !type.startsWith(APP_EVENT_KEY)) return undefined;
  const name = type.slice(APP_EVENT_KEY.length);
  return NAMES.has(name) ? (name as FrameRequestName) : undefined;
}

/**
 * Validates a widget -> frame message (`MessageEvent.data`). Returns the typed message, or undefined for
 * anything else (unknown or near-miss type, missing id, bad payload, strings, oversized data). Never throws.
 * Unknown keys are dropped, so the result never carries `__proto__` or other extras.
 * @example
 * parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 'a@b.co' } })
 * // { type: '@w3m-app/CONNECT_EMAIL', id: '…', payload: { email: 'a@b.co' } }
 * parseAppEvent('{"type":"@w3m-app/GET_USER"}') // undefined
 */
export function parseAppEvent(data: unknown): AppEvent | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const name = requestName((data as { type?: unknown }).type);
  if (name === undefined || !isWithinMessageSize(data)) return undefined;
  const result = APP_EVENT_SCHEMAS[name].safeParse(data);
  return result.success ? (result.data as AppEvent) : undefined;
}
