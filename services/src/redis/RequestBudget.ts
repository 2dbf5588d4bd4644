import type { TokenDecision } from '../relay/KeyedTokenBuckets.js';

/** A rate limit checked per key (an address, a project): in memory for one instance, in Redis for several. */
export type RequestBudget = {
  /** Takes `cost` units of `key`'s budget; refused (nothing taken) when it does not hold them. */
  take(key: string, cost: number): Promise<TokenDecision>;
};
