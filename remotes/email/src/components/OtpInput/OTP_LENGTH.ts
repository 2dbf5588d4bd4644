/** Digits of a one-time code (the frame protocol's `Otp`: six digits). */
export const OTP_LENGTH = 6;
