import { SecureSiteError } from '../SecureSiteError.js';

/**
 * A guess compared against a live code of the device that asked (INVALID_OTP or TOO_MANY_ATTEMPTS): the only kind of
 * wrong code a lockout counts, so guesses nobody could win (no code, another device's code) cannot lock anyone out.
 */
export class WrongCodeError extends SecureSiteError {}
