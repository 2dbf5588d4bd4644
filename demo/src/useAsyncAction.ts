import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './errorMessage.js';

export type AsyncActionState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: string }
  | { status: 'error'; message: string };

/** Runs one async action at a time and keeps its result or error message for display. */
export function useAsyncAction(action: () => Promise<string>): [AsyncActionState, () => void] {
  const [state, setState] = useState<AsyncActionState>({ status: 'idle' });
  const running = useRef(false);
  const run = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'pending' });
    action()
      .then((result) => setState({ status: 'success', result }))
      .catch((error: unknown) => setState({ status: 'error', message: errorMessage(error) }))
      .finally(() => {
        running.current = false;
      });
  }, [action]);
  return [state, run];
}
