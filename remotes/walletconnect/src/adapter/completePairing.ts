import { pairingSucceeded } from '../walletConnectSlice.js';
import type { AdapterContext } from './AdapterContext.js';
import { applySession } from './applySession.js';
import { endPairingFlow } from './endPairingFlow.js';
import type { WcProvider, WcSession } from './WcProvider.js';

/** The wallet approved: record the session and settle the waiting `connect`. */
export function completePairing(context: AdapterContext, provider: WcProvider, session: WcSession): void {
  applySession(context, provider, session);
  context.store.dispatch(pairingSucceeded());
  endPairingFlow(context.state)?.resolve();
}
