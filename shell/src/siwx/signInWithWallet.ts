import {
  NoActiveCaipAddressError,
  SiwxInitError,
  SiwxNotEnabledError,
  SiwxSignMessageError,
  isUserRejection,
  serializeError,
  signInRequiredChanged,
  type SerializedError,
  type SIWXMessage,
  type SiwxMessageData,
} from '@foyer/kernel';
import { signMessage } from '../connectors/sign/signMessage.js';
import { closeModal } from '../router/closeModal.js';
import type { AppThunk } from '../store/types.js';
import { selectSignInAccount } from './selectSignInAccount.js';
import { accountKey, siwxRuntimeOf } from './siwxRuntime.js';

export type SignInResult = { status: 'signed' } | { status: 'failed'; error: SerializedError };

const MESSAGE_FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'notBefore',
  'statement',
  'resources',
  'requestId',
  'issuedAt',
  'expirationTime',
] as const satisfies readonly (keyof SiwxMessageData)[];

/** The message's fields without `toString` (a config may return a class instance). */
function messageData(message: SIWXMessage): SiwxMessageData {
  const data: Record<string, unknown> = {};
  for (const field of MESSAGE_FIELDS) if (message[field] !== undefined) data[field] = message[field];
  return data as SiwxMessageData;
}

/**
 * The SIWXSignMessage view's Sign (spec §4): the config writes the message for the active account
 * and network, the wallet signs it (`signMessage`; a Solana wallet with `solana:signIn` signs in with
 * the message's fields), the config stores the session (`addSession`) and the modal closes.
 * Fails with 'A problem occurred while trying initialize authentication' (`SiwxInitError`) when the
 * wallet disconnected, else 'Error signing message' (`SiwxSignMessageError`, also for a rejection);
 * the view stays, so Sign retries.
 * @example
 * const result = await dispatch(signInWithWallet())
 */
export function signInWithWallet(): AppThunk<Promise<SignInResult>> {
  return async (dispatch, getState, extra) => {
    const runtime = siwxRuntimeOf(extra);
    if (!runtime) return { status: 'failed', error: serializeError(new SiwxNotEnabledError()) };
    const account = selectSignInAccount(getState());
    if (!account) return { status: 'failed', error: serializeError(new SiwxInitError()) };
    const { caipAddress, address, caipNetworkId: chainId, namespace } = account;
    const stillConnected = () => selectSignInAccount(getState())?.caipAddress === caipAddress;
    try {
      const message = await runtime.config.createMessage({ accountAddress: address, chainId });
      if (!stillConnected()) throw new SiwxInitError();
      const data = messageData(message);
      const text = message.toString();
      const signed = await signMessage({ getState, extra }, { namespace, address, message: text, siwx: data });
      if (!stillConnected()) throw new SiwxInitError();
      await runtime.config.addSession({ data, message: signed.signedMessage ?? text, signature: signed.signature });
      runtime.lastSigned.set(accountKey(chainId, address), chainId);
      runtime.checked = caipAddress;
      dispatch(signInRequiredChanged(false));
      dispatch(closeModal());
      return { status: 'signed' };
    } catch (error) {
      const disconnected = error instanceof SiwxInitError || error instanceof NoActiveCaipAddressError || !stillConnected();
      if (!disconnected && !isUserRejection(error)) extra.logger.warn('Signing in failed.', error);
      const failure = disconnected
        ? new SiwxInitError({ cause: error })
        : error instanceof SiwxSignMessageError
          ? error
          : new SiwxSignMessageError({ cause: error });
      return { status: 'failed', error: serializeError(failure) };
    }
  };
}
