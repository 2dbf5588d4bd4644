import { accountNameError, DEFAULT_NAME_SUFFIX, NAME_AVAILABILITY_DEBOUNCE_MS, ResolveNameError, useDebouncedValue, useGetAccountNameQuery } from '@foyer/kernel';
import { useRef } from 'react';
import { nameErrorMessage } from '../../nameErrorMessage.js';
import { nameParts } from '../../nameParts.js';

/** Where the typed label stands: `data-state` of the availability line. */
export type NameAvailability =
  | { status: 'idle' }
  | { status: 'invalid'; message: string }
  | { status: 'checking' }
  | { status: 'available'; name: string; domain: string }
  | { status: 'taken'; name: string }
  | { status: 'error'; message: string };

/**
 * The spec §5 rule checked as the user types, then (300 ms after the last keystroke) the
 * service's answer for the label; `suffix` is the deployment's, once the service told it.
 */
export function useNameAvailability(label: string): { availability: NameAvailability; suffix: string } {
  const debounced = useDebouncedValue(label, NAME_AVAILABILITY_DEBOUNCE_MS);
  const ruleError = label === '' ? undefined : accountNameError(label);
  const settled = debounced === label && label !== '' && ruleError === undefined;
  const lookup = useGetAccountNameQuery(debounced, { skip: !settled });
  const suffix = useRef(DEFAULT_NAME_SUFFIX);
  if (lookup.currentData) suffix.current = nameParts(lookup.currentData.name).suffix || suffix.current;

  const availability = ((): NameAvailability => {
    if (label === '') return { status: 'idle' };
    if (ruleError) return { status: 'invalid', message: ruleError.shortMessage };
    if (!settled || lookup.isFetching || lookup.isUninitialized) return { status: 'checking' };
    if (lookup.isError || !lookup.currentData) return { status: 'error', message: nameErrorMessage(lookup.error, new ResolveNameError()) };
    const { name, domain, available } = lookup.currentData;
    return available ? { status: 'available', name, domain } : { status: 'taken', name };
  })();
  return { availability, suffix: suffix.current };
}
