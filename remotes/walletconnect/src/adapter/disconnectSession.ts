import { DisconnectError } from '@foyer/kernel';
import type { AdapterContext } from './AdapterContext.js';
import { forgetSession } from './forgetSession.js';
import { forgetSessionRecords } from './forgetSessionRecords.js';

/** Ends the session with the wallet; the store forgets it even when the wallet could not be told. */
export async function disconnectSession(context: AdapterContext): Promise<void> {
  const { state } = context;
  const provider = state.connected ?? (state.providerPromise ? await state.providerPromise : undefined);
  const session = provider?.session;
  try {
    if (provider && session) {
      await provider.disconnect();
      await forgetSessionRecords(provider, session.pairingTopic ? [session.topic, session.pairingTopic] : [session.topic]);
    }
  } catch (error) {
    throw new DisconnectError({ cause: error });
  } finally {
    forgetSession(context);
  }
}
