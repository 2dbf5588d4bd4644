import { EmailForm } from '../../components/EmailForm/EmailForm.js';
import { emailCss } from '../../emailCss.js';
import { useStartEmailLogin } from '../../useStartEmailLogin.js';

/** EmailLogin (spec §2): the email login form as a view of its own. */
export function EmailLogin() {
  const start = useStartEmailLogin();
  return (
    <div className="foyer-view foyer-email foyer-email--view" data-testid="view-EmailLogin">
      <style>{emailCss}</style>
      <p className="foyer-email__hint">Sign in with your email: we send you a one-time code.</p>
      <EmailForm onSubmit={start} />
    </div>
  );
}
