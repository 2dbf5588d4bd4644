import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ModalState = {
  open: boolean;
  /** A view is waiting for something (e.g. a remote loading); the modal shows a spinner. */
  loading: boolean;
  /** True for `MODAL_SHAKE_MS` after a refused close. */
  shake: boolean;
  /** Sign-in is required and no session exists: the close control is disabled. */
  closeDisabled: boolean;
};

const initialState: ModalState = { open: false, loading: false, shake: false, closeDisabled: false };

/**
 * Modal visibility. The shell's `open`/`close` thunks apply the opening and closing rules.
 * @example
 * dispatch(signInRequiredChanged(true)) // close now shakes the modal instead
 */
export const modalSlice = /* @__PURE__ */ createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state) {
      state.open = true;
    },
    modalClosed(state) {
      state.open = false;
      state.loading = false;
      state.shake = false;
    },
    modalShaken(state) {
      state.shake = true;
    },
    modalShakeEnded(state) {
      state.shake = false;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    signInRequiredChanged(state, action: PayloadAction<boolean>) {
      state.closeDisabled = action.payload;
    },
  },
  selectors: {
    selectModal: (state): ModalState => state,
    selectIsModalOpen: (state): boolean => state.open,
    selectCloseDisabled: (state): boolean => state.closeDisabled,
  },
});

export const { modalOpened, modalClosed, modalShaken, modalShakeEnded, loadingChanged, signInRequiredChanged } =
  modalSlice.actions;
export const { selectModal, selectIsModalOpen, selectCloseDisabled } = modalSlice.selectors;
