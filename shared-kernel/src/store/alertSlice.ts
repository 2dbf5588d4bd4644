import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { alertOf, type Alert, type AlertCode } from '../errors/alerts.js';

export type AlertState = {
  /** Codes already shown: each alert is shown once per page. */
  shownCodes: AlertCode[];
  current: Alert | null;
};

export type AlertRaisedParameters = AlertCode | { code: AlertCode; message?: string | undefined };

const initialState: AlertState = { shownCodes: [], current: null };

/**
 * Once-only alerts of spec §8. Raising an alert that was already shown does nothing.
 * @example
 * dispatch(alertRaised({ code: 'SERVER_ERROR', message: 'HTTP status code: 503' }))
 */
export const alertSlice = /* @__PURE__ */ createSlice({
  name: 'alert',
  initialState,
  reducers: {
    alertRaised: {
      reducer(state, action: PayloadAction<Alert>) {
        if (state.shownCodes.includes(action.payload.code)) return;
        state.shownCodes.push(action.payload.code);
        state.current = action.payload;
      },
      prepare(parameters: AlertRaisedParameters) {
        const { code, message } = typeof parameters === 'string' ? { code: parameters, message: undefined } : parameters;
        return { payload: alertOf(code, message) };
      },
    },
    alertDismissed(state) {
      state.current = null;
    },
  },
  selectors: {
    selectAlert: (state): Alert | null => state.current,
    selectShownAlertCodes: (state): readonly AlertCode[] => state.shownCodes,
  },
});

export const { alertRaised, alertDismissed } = alertSlice.actions;
export const { selectAlert, selectShownAlertCodes } = alertSlice.selectors;
