import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is still mounted, for state updates after an awaited dispatch (the
 * view may have been replaced meanwhile).
 * @example
 * const mounted = useMountedRef()
 * await dispatch(thunk()); if (mounted.current) setPending(null)
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
