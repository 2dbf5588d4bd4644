import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FoyerState, OnrampPaymentMethodId } from '@foyer/kernel';

/** What the pay flow (or another caller) asks to buy: `view-OnRampProviders`'s optional data. */
export type OnrampPreset = { purchaseCurrency?: string; network?: string; cryptoAmount?: string };

/** The checkout a purchase was opened with: followed by `view-BuyInProgress`, reopened by its retry. */
export type OnrampCheckout = { purchaseId: string; url: string; popupBlocked: boolean };

export type OnrampSliceState = {
  /** What the user picked; null = the default (first provider, a currency on the active network, the first fiat). */
  providerId: string | null;
  purchaseCurrency: string | null;
  network: string | null;
  paymentCurrency: string | null;
  paymentMethod: OnrampPaymentMethodId;
  /** The fiat amount as typed. */
  amount: string;
  /** A crypto amount to buy (from a preset): the fiat amount is computed for it until the user types one. */
  cryptoAmount: string | null;
  /** The preset applied last (its JSON): going back to the view does not apply it over the user's choices again. */
  presetKey: string | null;
  checkout: OnrampCheckout | null;
};

const initialState: OnrampSliceState = {
  providerId: null,
  purchaseCurrency: null,
  network: null,
  paymentCurrency: null,
  paymentMethod: 'card',
  amount: '',
  cryptoAmount: null,
  presetKey: null,
  checkout: null,
};

/**
 * The onramp flow: provider, purchase and payment currency, method and fiat amount as the user set them, and the
 * checkout being followed. Reset when the active account or its namespace changes (the listener `feature.ts` registers).
 * @example
 * dispatch(amountChanged('100'))
 */
export const onrampSlice = /* @__PURE__ */ createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    providerSelected(state, action: PayloadAction<string>) {
      state.providerId = action.payload;
    },
    purchaseCurrencySelected(state, action: PayloadAction<{ id: string; network: string }>) {
      state.purchaseCurrency = action.payload.id;
      state.network = action.payload.network;
      state.cryptoAmount = null;
    },
    paymentCurrencySelected(state, action: PayloadAction<string>) {
      state.paymentCurrency = action.payload;
    },
    paymentMethodSelected(state, action: PayloadAction<OnrampPaymentMethodId>) {
      state.paymentMethod = action.payload;
    },
    amountChanged(state, action: PayloadAction<string>) {
      state.amount = action.payload;
      state.cryptoAmount = null;
    },
    /** A preset: what to buy, and how much of it (the fiat amount is then computed from a quote). */
    presetApplied(state, action: PayloadAction<OnrampPreset>) {
      const { purchaseCurrency, network, cryptoAmount } = action.payload;
      state.presetKey = JSON.stringify(action.payload);
      if (purchaseCurrency !== undefined) state.purchaseCurrency = purchaseCurrency;
      if (network !== undefined) state.network = network;
      if (cryptoAmount !== undefined) {
        state.cryptoAmount = cryptoAmount;
        state.amount = '';
      }
    },
    /** The fiat amount computed for the preset's crypto amount (which stays shown as the reason). */
    presetAmountComputed(state, action: PayloadAction<string>) {
      state.amount = action.payload;
    },
    checkoutOpened(state, action: PayloadAction<OnrampCheckout>) {
      state.checkout = action.payload;
    },
    onrampReset() {
      return initialState;
    },
  },
});

declare module '@foyer/kernel' {
  interface LazyLoadedSlices extends WithSlice<typeof onrampSlice> {}
}

export const {
  providerSelected,
  purchaseCurrencySelected,
  paymentCurrencySelected,
  paymentMethodSelected,
  amountChanged,
  presetApplied,
  presetAmountComputed,
  checkoutOpened,
  onrampReset,
} = onrampSlice.actions;

/** The onramp state (its initial value until the remote's setup injected the slice). */
export const selectOnramp = (state: FoyerState): OnrampSliceState => (state as { onramp?: OnrampSliceState }).onramp ?? initialState;
