import { MAX_FRAME_MESSAGE_CHARS } from './eventTypes.js';

/** Whether `data` serialises to at most `MAX_FRAME_MESSAGE_CHARS` characters (false for cycles, BigInt, ...). */
export function isWithinMessageSize(data: unknown, limit: number = MAX_FRAME_MESSAGE_CHARS): boolean {
  try {
    const json = JSON.stringify(data);
    return json !== undefined && json.length <= limit;
  } catch {
    return false;
  }
}
