import { z } from 'zod';
import { FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import { SecureSiteError } from '../SecureSiteError.js';

const IdTokenClaims = z.looseObject({
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  nonce: z.string().optional(),
  exp: z.number().optional(),
  email: z.string().optional(),
  email_verified: z.unknown().optional(),
});

export type IdTokenClaims = z.infer<typeof IdTokenClaims>;

/**
 * The claims of a compact JWS id_token (payload only; see the caller for why the signature is not checked).
 * A malformed token is a `POPUP_RESULT_INVALID`.
 * @example
 * readIdTokenClaims(tokenResponse.id_token).nonce
 */
export function readIdTokenClaims(idToken: string): IdTokenClaims {
  const payload = idToken.split('.')[1];
  try {
    return IdTokenClaims.parse(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')));
  } catch (error) {
    throw new SecureSiteError(400, 'POPUP_RESULT_INVALID', FRAME_ERROR_MESSAGES.POPUP_RESULT_INVALID, { cause: error });
  }
}
