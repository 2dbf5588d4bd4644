import type { FeatureComponent, FeatureSlotName, RemoteId } from '@foyer/kernel';
import { useEffect, useState } from 'react';
import type { LoadedFeature } from '../../../remote/createFeatureLoader.js';
import { loadFeature } from '../../../remote/loadFeature.js';
import { useAppStore } from '../../../store/hooks.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { useModalShown } from '../../modal/ModalShownContext.js';

export type FeatureSlotProps = {
  remote: RemoteId;
  slot: FeatureSlotName;
  /** How the remote is loaded; the shell's remote loader unless a test supplies one. */
  load?: (id: RemoteId) => Promise<LoadedFeature>;
};

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Component: FeatureComponent<{ api: unknown }>; api: unknown }
  | { status: 'failed' };

/**
 * A piece of a remote rendered inside a shell view (the email field and social buttons of the
 * Connect view): a skeleton while the remote loads; nothing when it cannot load (the rest of
 * the view stays usable, the failure is logged). The slot gets its remote's setup result (`api`).
 * While the modal stands by unseen, it shows the skeleton and loads nothing (no remote before intent).
 */
export function FeatureSlot({ remote, slot, load = loadFeature }: FeatureSlotProps) {
  const store = useAppStore();
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const shown = useModalShown();
  useEffect(() => {
    if (!shown) return;
    let current = true;
    load(remote).then(
      ({ manifest, api }) => {
        const Component = manifest.slots?.[slot] as FeatureComponent<{ api: unknown }> | undefined;
        if (current) setState(Component ? { status: 'ready', Component, api } : { status: 'failed' });
      },
      (error: unknown) => {
        store.extra.logger.warn(`Could not load ${slot} from the ${remote} remote.`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, slot, load, store, shown]);

  if (state.status === 'ready') return <state.Component api={state.api} />;
  if (state.status === 'failed') return null;
  return (
    <div aria-busy="true" className="foyer-slot-loading">
      <Skeleton width="100%" height={48} radius="var(--foyer-radius-m)" />
    </div>
  );
}
