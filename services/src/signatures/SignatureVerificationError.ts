/** Why `verifyAccountSignature` could not decide: the network is not served, or its family has no verifier here. */
export type SignatureVerificationErrorCode = 'UNSUPPORTED_CHAIN' | 'FAMILY_NOT_SUPPORTED';

/** Thrown by `verifyAccountSignature` when it cannot verify at all (a wrong signature is `false`, not this). */
export class SignatureVerificationError extends Error {
  override readonly name = 'SignatureVerificationError';
  readonly code: SignatureVerificationErrorCode;

  constructor(code: SignatureVerificationErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
