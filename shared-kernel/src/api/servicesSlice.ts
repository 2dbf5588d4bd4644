import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SDK_TYPE, SDK_VERSION } from '../constants.js';
import { resolveEndpoints, type Endpoints } from './resolveEndpoints.js';

/**
 * Where and as whom the widget talks to the Foyer services: the project id and every endpoint,
 * resolved once (`resolveEndpoints`, from the `createFoyer` options). The one home of both.
 */
export type ServicesState = Endpoints & {
  /** The project id; null when none was configured. */
  projectId: string | null;
  /** Sent as `st`. */
  sdkType: string;
  /** Sent as `sv`, e.g. `foyer-react-0.1.0`. */
  sdkVersion: string;
};

const initialState: ServicesState = {
  projectId: null,
  sdkType: SDK_TYPE,
  sdkVersion: `${SDK_TYPE}-react-${SDK_VERSION}`,
  ...resolveEndpoints(),
};

/**
 * Service endpoints and project identity, read by every kernel base query and by the remotes
 * (relay, secure site, RPC proxy).
 * @example
 * store.dispatch(servicesConfigured({ projectId: 'foyer-demo', ...resolveEndpoints({ apiUrl: 'http://127.0.0.1:3010' }) }))
 */
export const servicesSlice = /* @__PURE__ */ createSlice({
  name: 'services',
  initialState,
  reducers: {
    servicesConfigured(state, action: PayloadAction<Partial<ServicesState>>) {
      const { projectId, ...rest } = action.payload;
      for (const [key, value] of Object.entries(rest)) {
        if (value !== undefined) Object.assign(state, { [key]: value });
      }
      if (projectId !== undefined) state.projectId = projectId?.trim() || null;
    },
  },
  selectors: {
    selectServices: (state): ServicesState => state,
    selectProjectId: (state): string | null => state.projectId,
    selectApiUrl: (state): string => state.apiUrl,
    selectRelayUrl: (state): string => state.relayUrl,
    selectSecureSiteUrl: (state): string => state.secureSiteUrl,
    selectRemotesUrl: (state): string => state.remotesUrl,
  },
});

export const { servicesConfigured } = servicesSlice.actions;
export const { selectServices, selectProjectId, selectApiUrl, selectRelayUrl, selectSecureSiteUrl, selectRemotesUrl } =
  servicesSlice.selectors;
