import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/** Largest accepted `POST /e` body; the widget's events are a few hundred bytes. */
export const ANALYTICS_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Body of `POST /e` (spec §7): eventId, url, domain, timestamp, props (event data, address; for
 * errors: type, event, errorType, errorMessage, stackTrace). Unknown prop keys are refused.
 */
export const analyticsEventSchema = z.strictObject({
  eventId: text(64).min(1),
  url: text(2_048),
  domain: text(253),
  timestamp: z.number().int().nonnegative(),
  props: z.strictObject({
    type: z.enum(['track', 'error']).optional(),
    event: text(64).min(1),
    address: text(128).optional(),
    properties: z.record(text(64), z.union([text(256), z.number(), z.boolean(), z.null()])).optional(),
    errorType: text(64).optional(),
    errorMessage: text(1_024).optional(),
    stackTrace: text(8_192).optional(),
  }),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
