import {
  alertRaised,
  allowedOriginsLoaded,
  allowedOriginsSchema,
  fetchServices,
  projectConfigSchema,
  remoteConfigRequested,
  remoteConfigSettled,
  selectProjectId,
  selectServices,
  type Features,
  type FoyerQueryError,
  type RemoteConfigStatus,
  type RemoteFeatureConfig,
} from '@foyer/kernel';
import { invalidResponseMessage } from '../logging/invalidResponseMessage.js';
import type { AppThunk } from '../store/types.js';
import { alertForQueryError } from './alertForQueryError.js';
import { resolveFeatures } from './resolveFeatures.js';

/**
 * Loads the project config and allowed origins (both at once, with `fetchServices`: RTK Query
 * is not on the first load; the same validation and errors as `catalogueApi`'s endpoints) and
 * settles the effective features: remote features override the local `features` option (one
 * warning lists what was ignored). Basic mode fetches nothing and enables no remote feature.
 * Failures raise the alerts of spec §8 and fall back to local/default features and an empty
 * origins list.
 * @example
 * await store.dispatch(loadRemoteConfig(options.features))
 */
export function loadRemoteConfig(localFeatures?: Features): AppThunk<Promise<void>> {
  return async (dispatch, getState, { logger }) => {
    const settle = (status: Exclude<RemoteConfigStatus, 'idle' | 'loading'>, remote?: readonly RemoteFeatureConfig[]) => {
      const { features, ignored } = resolveFeatures({ local: localFeatures, remote, status });
      dispatch(remoteConfigSettled({ status, features }));
      if (ignored.length > 0) {
        const why = status === 'basic' ? 'basic mode enables no remote feature' : "the project's remote configuration controls them";
        logger.warn(`The local features ${ignored.join(', ')} were ignored: ${why}.`);
      }
    };

    if (getState().options.basic) {
      settle('basic');
      return;
    }
    dispatch(remoteConfigRequested());
    if (!selectProjectId(getState())) {
      dispatch(alertRaised('PROJECT_ID_NOT_CONFIGURED'));
      dispatch(allowedOriginsLoaded([]));
      settle('failed');
      return;
    }

    const services = selectServices(getState());
    const [config, origins] = await Promise.all([
      fetchServices(services, '/appkit/v1/config', projectConfigSchema),
      fetchServices(services, '/projects/v1/origins', allowedOriginsSchema),
    ]);
    // Named after the catalogue endpoints they stand for, as the log of a malformed query answer is.
    if (config.error?.code === 'INVALID_RESPONSE') logger.warn(invalidResponseMessage('getProjectConfig', config.error));
    if (origins.error?.code === 'INVALID_RESPONSE') logger.warn(invalidResponseMessage('getAllowedOrigins', origins.error));

    const originsList = origins.data?.allowedOrigins;
    if (Array.isArray(originsList)) {
      dispatch(allowedOriginsLoaded(originsList.filter((origin): origin is string => typeof origin === 'string')));
    } else {
      raiseAlertFor(origins.error, 'origins');
      dispatch(allowedOriginsLoaded([]));
    }

    const remote = config.data?.features;
    if (Array.isArray(remote)) {
      settle('loaded', remote);
    } else {
      raiseAlertFor(config.error, 'config');
      logger.warn('Could not load the project configuration; using local and default features.', config.error);
      settle('failed');
    }

    function raiseAlertFor(error: unknown, request: 'config' | 'origins') {
      const alert = alertForQueryError(toQueryError(error), request);
      if (alert !== null) dispatch(alertRaised(alert));
    }
  };
}

function toQueryError(error: unknown): FoyerQueryError {
  if (error !== null && typeof error === 'object' && 'status' in error && 'code' in error) return error as FoyerQueryError;
  // A thrown error (serialized by RTK Query) or a malformed answer: no HTTP status known.
  const message = (error as { message?: unknown } | undefined)?.message;
  return { status: 'PARSING_ERROR', code: 'UNKNOWN_ERROR', message: typeof message === 'string' ? message : 'An error occurred' };
}
