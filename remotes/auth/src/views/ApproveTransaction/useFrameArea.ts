import { useEffect, type RefObject } from 'react';
import { useDispatch } from 'react-redux';
import { frameAreaChanged, type FrameArea } from '../../authSlice.js';

function same(a: FrameArea | null, b: FrameArea | null): boolean {
  return a === b || (a !== null && b !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);
}

/**
 * Reports where `ref`'s element is on screen (every animation frame, dispatched only when it moved), so the secure
 * frame can be drawn exactly over it; reports `null` when `active` ends or the view unmounts (the frame hides).
 */
export function useFrameArea(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active) return undefined;
    let last: FrameArea | null = null;
    let handle = 0;
    const measure = () => {
      const element = ref.current;
      const rect = element?.getBoundingClientRect();
      const area = rect && rect.width > 0 && rect.height > 0 ? { top: Math.round(rect.top), left: Math.round(rect.left), width: Math.round(rect.width), height: Math.round(rect.height) } : null;
      if (!same(area, last)) {
        last = area;
        dispatch(frameAreaChanged(area));
      }
      handle = requestAnimationFrame(measure);
    };
    measure();
    return () => {
      cancelAnimationFrame(handle);
      dispatch(frameAreaChanged(null));
    };
  }, [active, dispatch, ref]);
}
