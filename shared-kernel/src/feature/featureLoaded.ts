import { createAction } from '@reduxjs/toolkit';
import type { FeatureId } from '../types/features.js';

/**
 * Dispatched by the shell once a feature's setup ran: the slices it injected hold their initial
 * state from then on.
 * @example
 * startListening({ actionCreator: featureLoaded, effect: ({ payload }) => log(payload.featureId) })
 */
export const featureLoaded = createAction<{ featureId: FeatureId }>('feature/loaded');
