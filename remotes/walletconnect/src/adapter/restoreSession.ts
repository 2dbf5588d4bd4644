import { pairingSucceeded } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { applySession } from './applySession.js';
import { sessionAccounts } from './sessionAccounts.js';

/** Takes up the session the provider kept from an earlier visit, without prompting; false when none is usable. */
export async function restoreSession(context: AdapterContext): Promise<boolean> {
  const provider = await context.loadProvider();
  const session = provider.session;
  if (!session || session.expiry * 1000 <= Date.now()) return false;
  if (sessionAccounts(session).length === 0) return false;
  applySession(context, provider, session);
  context.store.dispatch(pairingSucceeded());
  return true;
}
