import { MODAL_SHAKE_MS, modalShaken, modalShakeEnded } from '@foyer/kernel';
import type { AppStartListening } from '../store/types.js';

/** A shake lasts `MODAL_SHAKE_MS`; shaking again restarts it. */
export function listenModalShake(startListening: AppStartListening): void {
  startListening({
    actionCreator: modalShaken,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(MODAL_SHAKE_MS);
      api.dispatch(modalShakeEnded());
    },
  });
}
