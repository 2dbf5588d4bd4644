import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`: a search or availability check runs on
 * what the user settled on, not on every keystroke.
 * @example
 * const term = useDebouncedValue(search.trim(), WALLET_SEARCH_DEBOUNCE_MS)
 */
export function useDebouncedValue<value>(value: value, delayMs: number): value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
