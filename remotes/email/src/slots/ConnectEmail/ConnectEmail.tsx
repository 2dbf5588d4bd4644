import { StyleSheet, selectIsFeatureEnabled, type FeatureSlotProps } from '@foyer/kernel';
import { useSelector } from 'react-redux';
import { EmailForm } from '../../components/EmailForm/EmailForm.js';
import type { EmailApi } from '../../EmailApi.js';
import { emailCss } from '../../emailCss.js';
import { useStartEmailLogin } from '../../useStartEmailLogin.js';

/** The Connect view's email method: the email field that starts an email login. Nothing while pay is on (spec §6). */
export function ConnectEmail({ api }: FeatureSlotProps<EmailApi>) {
  const payEnabled = useSelector((state: Parameters<typeof selectIsFeatureEnabled>[0]) => selectIsFeatureEnabled(state, 'pay'));
  const start = useStartEmailLogin(api);
  if (payEnabled) return null;
  return (
    <div className="foyer-email" data-testid="connect-email">
      <StyleSheet css={emailCss} />
      <EmailForm onSubmit={start} />
    </div>
  );
}
