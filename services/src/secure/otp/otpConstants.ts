/** How long an e-mailed code stays valid. */
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed per code; the code is burnt after that. */
export const OTP_MAX_ATTEMPTS = 5;
/** Digits of a code. */
export const OTP_DIGITS = 6;
