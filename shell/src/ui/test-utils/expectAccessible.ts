import { act } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/** Runs axe on `element` (an element in the document; a shadow host is checked with its shadow tree). */
export async function expectAccessible(element: Element): Promise<void> {
  // Data may still arrive while axe runs; act() applies those updates before the next assertion.
  const results = await act(() => axe(element));
  expect(results).toHaveNoViolations();
}
