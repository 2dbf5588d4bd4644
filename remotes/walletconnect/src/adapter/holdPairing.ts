import type { AdapterContext } from './AdapterContext.js';
import { cancelPairing } from './cancelPairing.js';
import { startPairing } from './startPairing.js';

/**
 * Keeps a pairing going while a pairing view is on screen: starts one if none is running and
 * returns the release function; the last release (after the view left) ends a pending pairing.
 */
export function holdPairing(context: AdapterContext): () => void {
  const { state } = context;
  state.holders += 1;
  // The view shows its own failure; the rejection of this background pairing has no other reader.
  if (!state.flow && !state.connected?.session) startPairing(context).catch(() => undefined);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.holders -= 1;
    // A view that re-mounts at once (React StrictMode, a re-render of the router) keeps the pairing.
    setTimeout(() => {
      if (state.holders === 0) cancelPairing(context);
    }, 0);
  };
}
