import type { CaipNetwork } from '@foyer/kernel';
import { useEffect, useState, type ComponentType } from 'react';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { messages } from '../../messages.js';
import type { AccountTabsProps } from './tabs/AccountTabs.js';
import { loadAccountTabs } from './loadAccountTabs.js';
import { PanelState } from './PanelState.js';

type LoaderState = { status: 'loading' } | { status: 'ready'; AccountTabs: ComponentType<AccountTabsProps> } | { status: 'failed' };

/** The Account tabs once their chunk has loaded: a skeleton meanwhile, a Retry when it could not load. */
export function AccountTabsLoader({ address, network }: { address: string; network: CaipNetwork }) {
  const [state, setState] = useState<LoaderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadAccountTabs().then(
      ({ AccountTabs }) => current && setState({ status: 'ready', AccountTabs }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (state.status === 'ready') return <state.AccountTabs address={address} network={network} />;
  if (state.status === 'failed') {
    return (
      <PanelState
        testId="account-tabs-error"
        icon="alert"
        error
        title={messages.accountTabs.loadFailed}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
        retryTestId="account-tabs-retry"
      />
    );
  }
  return (
    <div aria-busy="true" className="foyer-slot-loading" data-testid="account-tabs-loading">
      <Skeleton width="100%" height={44} radius="var(--foyer-radius-l)" />
    </div>
  );
}
