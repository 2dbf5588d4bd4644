import { StyleSheet } from '@foyer/kernel';
import type { FeatureViewProps } from '@foyer/kernel';
import { EmailForm } from '../../components/EmailForm/EmailForm.js';
import { emailCss } from '../../emailCss.js';
import { useStartEmailLogin } from '../../useStartEmailLogin.js';
import { messages } from '../../messages.js';

/** EmailLogin (spec §2): the email login form as a view of its own. */
export function EmailLogin({ api }: FeatureViewProps<'EmailLogin'>) {
  const start = useStartEmailLogin(api);
  return (
    <div className="foyer-view foyer-email foyer-email--view" data-testid="view-EmailLogin">
      <StyleSheet css={emailCss} />
      <p className="foyer-email__hint">{messages.emailLogin.hint}</p>
      <EmailForm onSubmit={start} />
    </div>
  );
}
