import { DEFAULT_API_LIMITS, type ApiLimitsOverrides } from '../api/apiLimits.js';

/** Per-client budgets no test reaches, for tests about something else than the rate limits (one client sends everything). */
export const UNLIMITED_API_RATES: ApiLimitsOverrides = {
  perClientPerMinute: Object.fromEntries(Object.keys(DEFAULT_API_LIMITS.perClientPerMinute).map((group) => [group, 1_000_000])),
};
