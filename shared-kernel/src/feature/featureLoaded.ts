import { createAction } from '@reduxjs/toolkit';
import type { RemoteId } from '../types/remote.js';

/**
 * Dispatched by the shell once a feature's setup ran: the slices it injected hold their initial
 * state from then on.
 * @example
 * startListening({ actionCreator: featureLoaded, effect: ({ payload }) => log(payload.featureId) })
 */
export const featureLoaded = createAction<{ featureId: RemoteId }>('feature/loaded');
