import type { CSSProperties } from 'react';

export type SkeletonProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: string };

/** A shimmering placeholder while data loads; hidden from assistive tech (the region says it is busy). */
export function Skeleton({ width = '100%', height = 16, radius }: SkeletonProps) {
  return <span className="foyer-skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
