import type { AnalyticsConfigResponse } from '../types/features.js';
import { boolean, object } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

const parse = /* @__PURE__ */ object({ isAnalyticsEnabled: boolean });

/** `/getAnalyticsConfig`. */
export const analyticsConfigSchema = /* @__PURE__ */ responseSchema((value): AnalyticsConfigResponse => parse(value, ''));
