import { isRejectedWithValue } from '@reduxjs/toolkit';
import { isServicesQueryFulfilled, type FoyerQueryError, type GetWalletsReturnType } from '@foyer/kernel';
import type { AppStartListening } from '../store/types.js';
import { invalidResponseMessage } from './invalidResponseMessage.js';

function isInvalidResponse(payload: unknown): payload is FoyerQueryError {
  return (payload as { code?: unknown } | null)?.code === 'INVALID_RESPONSE';
}

/**
 * Logs every malformed service answer (L6): a refused answer with its schema message and path,
 * and each wallet dropped from a catalogue page. The UI shows its own message (an alert, the
 * list's error state or 'Token Balance Unavailable'); the integrator needs the where.
 */
export function listenInvalidResponses(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => isRejectedWithValue(action) && isInvalidResponse(action.payload),
    effect: (action, { extra: { logger } }) => {
      if (!isRejectedWithValue(action) || !isInvalidResponse(action.payload)) return;
      const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? 'a service';
      logger.warn(invalidResponseMessage(endpoint, action.payload));
    },
  });
  startListening({
    // Matched by endpoint name: RTK Query is not on the first load.
    predicate: (action) => isServicesQueryFulfilled(action, ['getWallets', 'getWalletsInfinite']),
    effect: (action, { extra: { logger } }) => {
      const payload = action.payload as GetWalletsReturnType | { pages: GetWalletsReturnType[] };
      const page = 'pages' in payload ? payload.pages.at(-1) : payload;
      for (const issue of page?.invalid ?? []) {
        logger.warn(`Dropped a malformed catalogue wallet: ${issue.message} at ${(issue.path ?? []).map(String).join('.')}.`);
      }
    },
  });
}
