import { StyleSheet, ACTIVITY_NAMESPACES, selectIsFeatureEnabled, type CaipNetwork } from '@foyer/kernel';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../../../store/hooks.js';
import { messages } from '../../../messages.js';
import { FeatureSlot } from '../../Connect/FeatureSlot.js';
import { accountTabsCss } from './accountTabsCss.js';
import { NftsPanel } from './NftsPanel.js';
import { TokensPanel } from './TokensPanel.js';

export type AccountTab = 'tokens' | 'nfts' | 'activity';

export type AccountTabsProps = { address: string; network: CaipNetwork };

/**
 * The Account view's tabs (spec §2): Tokens, NFTs and — while the `activity` feature is on and the active chain's
 * family has activity — Activity, the `activity` remote's panel. A WAI-ARIA tablist: arrow keys, Home and End move
 * and select; only the selected panel's content is mounted (its data is fetched on first selection).
 */
export function AccountTabs({ address, network }: AccountTabsProps) {
  const activityOn = useAppSelector((state) => selectIsFeatureEnabled(state, 'activity'));
  const hasActivity = activityOn && (ACTIVITY_NAMESPACES as readonly string[]).includes(network.chainNamespace);
  const tabs: readonly AccountTab[] = hasActivity ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts'];
  const [chosen, setChosen] = useState<AccountTab>('tokens');
  const selected = tabs.includes(chosen) ? chosen : 'tokens';
  const id = useId();
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});

  const select = (tab: AccountTab) => {
    setChosen(tab);
    refs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const target =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section className="foyer-tabs" data-testid="account-tabs" aria-label={messages.accountTabs.label}>
      <StyleSheet css={accountTabsCss} />
      <div className="foyer-tabs__list" role="tablist" aria-label={messages.accountTabs.label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => void (refs.current[tab] = element)}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            className="foyer-tabs__tab"
            data-testid={`account-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setChosen(tab)}
          >
            {messages.accountTabs[tab]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          className="foyer-tabs__panel"
          data-testid={`account-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== selected}
          tabIndex={0}
        >
          {tab !== selected ? null
          : tab === 'tokens' ? <TokensPanel address={address} network={network} />
          : tab === 'nfts' ? <NftsPanel address={address} network={network} />
          : <FeatureSlot remote="activity" slot="AccountActivity" />}
        </div>
      ))}
    </section>
  );
}
