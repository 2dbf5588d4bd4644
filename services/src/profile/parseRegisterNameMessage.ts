import type { RegisterNameMessage } from '@foyer/kernel';
import { z } from 'zod';
import { profileError } from './profileError.js';

const messageSchema = z.strictObject({
  name: z.string().min(1).max(256),
  domain: z.string().min(1).max(253),
  coinType: z.number().int().nonnegative().max(0xffffffff),
  address: z.string().min(1).max(128),
  timestamp: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

/** The fields of a signed registration message (the contract's JSON text, no other keys); 400 `NAME_MESSAGE_MALFORMED` otherwise. */
export function parseRegisterNameMessage(text: string): RegisterNameMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw profileError('NAME_MESSAGE_MALFORMED', 'The signed message must be JSON: {"name","domain","coinType","address","timestamp"}');
  }
  const parsed = messageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'message' : issue.path.join('.');
    throw profileError('NAME_MESSAGE_MALFORMED', `Invalid signed message: ${where} ${issue?.message ?? 'is malformed'}`);
  }
  return parsed.data;
}
