import { connectorAdded, type Eip1193Provider } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';

/**
 * The provider of `connectorId` once that connector is discovered, or undefined after
 * `timeoutMs` (wallets may announce a little after the page starts).
 */
export function waitForConnector(connectorId: string, timeoutMs: number): AppThunk<Promise<Eip1193Provider | undefined>> {
  return (_dispatch, _getState, { connectors, startListening }) =>
    new Promise((resolve) => {
      const known = connectors.get(connectorId);
      if (known) {
        resolve(known);
        return;
      }
      const finish = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve(connectors.get(connectorId));
      };
      const timer = setTimeout(finish, timeoutMs);
      const unsubscribe = startListening({
        predicate: (action) => connectorAdded.match(action) && action.payload.id === connectorId,
        effect: finish,
      });
    });
}
