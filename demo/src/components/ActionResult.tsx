import type { AsyncActionState } from '../useAsyncAction.js';

export interface ActionResultProps {
  state: AsyncActionState;
  /** Test id of the result value (`demo-signature`, `demo-tx-hash`). */
  testId: string;
  label: string;
}

/** The outcome of a demo action: the value, a pending note or the error, inline. */
export function ActionResult({ state, testId, label }: ActionResultProps) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'pending':
      return (
        <p className="result result--pending" role="status">
          Waiting for the wallet…
        </p>
      );
    case 'success':
      return (
        <p className="result" role="status">
          <span className="result__label">{label}</span>
          <code className="result__value" data-testid={testId}>
            {state.result}
          </code>
        </p>
      );
    case 'error':
      return (
        <p className="result result--error" role="alert">
          {state.message}
        </p>
      );
  }
}
