// @foyer/shell/siwx: the ready sign-in implementation, a subpath of its own so that a page which
// does not import it never ships it (the main entry does not reach this file).
export { FoyerSiwx, siwxTokenKey, type FoyerSiwxOptions, type StoredSiwxToken } from './FoyerSiwx.js';
export { SiwxServiceError } from './SiwxServiceError.js';
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageInput,
  SIWXSession,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEVerifyMessageArgs,
  SIWESession,
} from '@foyer/kernel';
