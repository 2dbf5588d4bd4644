import { StyleSheet, selectFeatures, selectIsFeatureEnabled, viewPushed, type FoyerDispatch, type FoyerState } from '@foyer/kernel';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { providerLabel } from '../../providerLabel.js';
import { openSocialPopup } from '../../socialPopup.js';
import { socialsCss } from '../../socialsCss.js';
import { filterTelegramSocials, telegramPlatform } from '../../telegramSocials.js';
import { messages } from '../../messages.js';

/**
 * The Connect view's social method: one button per provider of the remote config's socials
 * list, in its order (Telegram's platform filters applied). Nothing while pay is on (spec §6).
 */
export function ConnectSocials() {
  const dispatch = useDispatch<FoyerDispatch>();
  const socials = useSelector((state: FoyerState) => selectFeatures(state).socials);
  const payEnabled = useSelector((state: FoyerState) => selectIsFeatureEnabled(state, 'pay'));
  const providers = useMemo(() => filterTelegramSocials(socials || [], telegramPlatform()), [socials]);
  if (payEnabled || providers.length === 0) return null;

  const start = (provider: string) => {
    if (provider === 'farcaster') {
      dispatch(viewPushed({ view: 'ConnectingFarcaster' }));
      return;
    }
    // Opened inside the click: a popup needs the user's gesture.
    openSocialPopup();
    dispatch(viewPushed({ view: 'ConnectingSocial', data: { provider } }));
  };

  return (
    <div>
      <StyleSheet css={socialsCss} />
      <ul className="foyer-socials" aria-label={messages.connectSocials.label}>
      {providers.map((provider) => (
        <li key={provider} style={{ display: 'contents' }}>
          <button
            type="button"
            className="foyer-socials__button"
            data-testid={`social-${provider}`}
            onClick={() => start(provider)}
          >
            {providerLabel(provider)}
          </button>
        </li>
      ))}
      </ul>
    </div>
  );
}
