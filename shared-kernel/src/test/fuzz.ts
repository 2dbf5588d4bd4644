/**
 * Run settings shared by every property test (`*.fuzz.test.ts`): one fixed seed, so a failure
 * replays, and the case counts of the CI time budget. fast-check prints the seed and the shrunk
 * path of a failure; set `FOYER_FUZZ_SEED` to explore another seed locally.
 */
export const FUZZ_SEED: number = Number(process.env.FOYER_FUZZ_SEED ?? 0x0f_0e_13);

/** Cases per property (issue 13: ~10,000). */
export const FUZZ_RUNS = 10_000;

/** Cases per property that hashes, signs or verifies per case. */
export const FUZZ_SIGN_RUNS = 1_000;

/** Cases per property that goes through HTTP (`app.inject`): a request costs about a millisecond. */
export const FUZZ_HTTP_RUNS = 2_000;

/**
 * The `fc.assert` parameters of one property: the shared seed and `numRuns` cases.
 * @example
 * fc.assert(fc.property(fc.string(), (text) => { isEvmAddress(text); }), fuzzParameters());
 */
export function fuzzParameters(numRuns: number = FUZZ_RUNS): { seed: number; numRuns: number } {
  return { seed: FUZZ_SEED, numRuns };
}
