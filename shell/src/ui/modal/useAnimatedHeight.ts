import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height of `content`, followed with a ResizeObserver, for a container that animates its
 * height between views. Undefined (let the container size itself) where ResizeObserver is missing.
 */
export function useAnimatedHeight(content: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      setHeight(Math.ceil(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);
  return height;
}
