import type { ReactNode } from 'react';
import { useAsyncAction } from '../useAsyncAction.js';
import { ActionResult } from './ActionResult.js';

export type DemoActionProps = {
  title: string;
  description: ReactNode;
  /** The button's label and test id; the result's test id and label. */
  button: { label: string; testId: string };
  result: { label: string; testId: string };
  /** False while no suitable wallet is connected. */
  enabled: boolean;
  /** What the button does; resolves to the text shown as the result. */
  action: () => Promise<string>;
};

/**
 * One demo action card: title and description, a button that runs `action` (disabled while it
 * runs or while `enabled` is false) and its result or readable error.
 * @example
 * <DemoAction title="Sign a message" description="…" button={{ label: 'Sign message', testId: 'demo-sign-message' }}
 *   result={{ label: 'Signature', testId: 'demo-signature' }} enabled={isConnected} action={sign} />
 */
export function DemoAction({ title, description, button, result, enabled, action }: DemoActionProps) {
  const [state, run] = useAsyncAction(action);
  return (
    <div className="action">
      <div className="action__text">
        <h3>{title}</h3>
        <p>{description}</p>
      </div>
      <button
        type="button"
        className="button"
        data-testid={button.testId}
        disabled={!enabled || state.status === 'pending'}
        onClick={run}
      >
        {button.label}
      </button>
      <ActionResult state={state} testId={result.testId} label={result.label} />
    </div>
  );
}
