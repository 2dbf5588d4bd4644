import { legalCheckboxChanged } from '@foyer/kernel';
import { Fragment, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { messages } from '../../messages.js';

/**
 * "I agree to the Terms of Service and Privacy Policy" (`features.legalCheckbox`): the links open in
 * a new tab; the choice lives in the store, so it holds until the page reloads.
 */
export function LegalCheckbox() {
  const dispatch = useAppDispatch();
  const id = useId();
  const { termsConditionsUrl, privacyPolicyUrl, legalAccepted } = useAppSelector((state) => state.options);
  const link = (href: string | null, text: string, testId: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {text}
      </a>
    ) : null;
  const links: Record<string, ReturnType<typeof link>> = {
    terms: link(termsConditionsUrl, messages.connect.terms, 'legal-terms'),
    privacy: link(privacyPolicyUrl, messages.connect.privacy, 'legal-privacy'),
  };
  links['link'] = links['terms'] ?? links['privacy'] ?? null;
  const template = links['terms'] && links['privacy'] ? messages.connect.legalAgree : messages.connect.legalAgreeOne;
  // Odd parts of the split are placeholder names: `{terms}` -> the terms link.
  const label = template.split(/\{(\w+)\}/u).map((part, index) => <Fragment key={index}>{index % 2 ? links[part] : part}</Fragment>);

  return (
    <div className="foyer-legal">
      <input
        id={id}
        type="checkbox"
        className="foyer-legal__box"
        data-testid="legal-checkbox"
        checked={legalAccepted}
        onChange={(event) => dispatch(legalCheckboxChanged(event.target.checked))}
      />
      <label htmlFor={id} className="foyer-legal__label">
        {label}
      </label>
    </div>
  );
}
