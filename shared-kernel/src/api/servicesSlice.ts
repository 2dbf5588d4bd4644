import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ENDPOINTS, SDK_TYPE, SDK_VERSION } from '../constants.js';

/** Where and as whom the widget talks to the Foyer services. */
export type ServicesState = {
  projectId: string | null;
  /** Sent as `st`. */
  sdkType: string;
  /** Sent as `sv`, e.g. `foyer-react-0.1.0`. */
  sdkVersion: string;
  /** Base URL of the catalogue and chain data services, without a trailing slash. */
  apiUrl: string;
};

const initialState: ServicesState = {
  projectId: null,
  sdkType: SDK_TYPE,
  sdkVersion: `${SDK_TYPE}-react-${SDK_VERSION}`,
  apiUrl: DEFAULT_ENDPOINTS.api,
};

/**
 * Service endpoints and project identity read by every kernel base query.
 * @example
 * store.dispatch(servicesConfigured({ projectId: 'foyer-demo', apiUrl: 'http://127.0.0.1:3010' }))
 */
export const servicesSlice = /* @__PURE__ */ createSlice({
  name: 'services',
  initialState,
  reducers: {
    servicesConfigured(state, action: PayloadAction<Partial<ServicesState>>) {
      const { projectId, sdkType, sdkVersion, apiUrl } = action.payload;
      if (projectId !== undefined) state.projectId = projectId?.trim() || null;
      if (sdkType !== undefined) state.sdkType = sdkType;
      if (sdkVersion !== undefined) state.sdkVersion = sdkVersion;
      if (apiUrl !== undefined) state.apiUrl = apiUrl.replace(/\/+$/, '');
    },
  },
  selectors: {
    selectServices: (state) => state,
    selectProjectId: (state) => state.projectId,
    selectApiUrl: (state) => state.apiUrl,
  },
});

export const { servicesConfigured } = servicesSlice.actions;
export const { selectServices, selectProjectId, selectApiUrl } = servicesSlice.selectors;
