import { z } from 'zod';
import { RELAY_MAX_BATCH_TOPICS, RELAY_MAX_MESSAGE_LENGTH } from './relayLimits.js';

/** A topic: 32 bytes as 64 hex digits. */
export const topicSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a topic is 64 hex digits');

const idSchema = z.union([z.string().max(64), z.number().finite(), z.null()]);
const messageSchema = z.string().min(1).max(RELAY_MAX_MESSAGE_LENGTH);
const ttlSchema = z.number().int().nonnegative().max(0xffff_ffff);
const tagSchema = z.number().int().nonnegative().max(0xffff_ffff);
const attestationSchema = z.string().max(8 * 1024).nullish();
const topicsSchema = z.array(topicSchema).min(1).max(RELAY_MAX_BATCH_TOPICS);

/** Any JSON-RPC request frame (method and params are checked per method afterwards). */
export const requestFrameSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: idSchema,
  method: z.string().min(1).max(64),
  params: z.unknown().optional(),
});

/** A response frame from a client: its acknowledgement of an `irn_subscription`. */
export const responseFrameSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string().max(64), z.number().finite()]),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
});

/** `params` of each method the relay implements (unknown keys such as `prompt`, `tvf` fields, `correlationId` are ignored). */
export const relayParamsSchemas = {
  irn_subscribe: z.object({ topic: topicSchema }),
  irn_batchSubscribe: z.object({ topics: topicsSchema }),
  irn_unsubscribe: z.object({ topic: topicSchema, id: z.string().max(128).optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic: topicSchema, id: z.string().max(128).optional() }))
      .min(1)
      .max(RELAY_MAX_BATCH_TOPICS),
  }),
  irn_publish: z.object({
    topic: topicSchema,
    message: messageSchema,
    ttl: ttlSchema,
    tag: tagSchema.optional(),
    attestation: attestationSchema,
  }),
  irn_batchPublish: z.object({
    messages: z
      .array(z.object({ topic: topicSchema, message: messageSchema, ttl: ttlSchema, tag: tagSchema.optional(), attestation: attestationSchema }))
      .min(1)
      .max(RELAY_MAX_BATCH_TOPICS),
  }),
  irn_fetchMessages: z.object({ topic: topicSchema }),
  irn_batchFetchMessages: z.object({ topics: topicsSchema }),
  wc_proposeSession: z.object({
    pairingTopic: topicSchema,
    sessionProposal: messageSchema,
    ttl: ttlSchema.optional(),
    attestation: attestationSchema,
  }),
  wc_approveSession: z.object({
    pairingTopic: topicSchema,
    sessionTopic: topicSchema,
    sessionProposalResponse: messageSchema,
    sessionSettlementRequest: messageSchema,
    ttl: ttlSchema.optional(),
  }),
} as const;

export type RelayMethod = keyof typeof relayParamsSchemas;
export type RelayParams<M extends RelayMethod> = z.infer<(typeof relayParamsSchemas)[M]>;

/** Whether `method` is one the relay implements (own keys only: `__proto__` and friends are not methods). */
export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayParamsSchemas, method);
}
