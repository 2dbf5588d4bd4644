import type { HTMLAttributes, MouseEvent } from 'react';

type LockedProps = HTMLAttributes<HTMLDivElement> & { inert?: boolean };

const block = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * Props that disable a part of Connect until the legal checkbox is ticked: announced as disabled,
 * out of the focus order and pointer reach (`inert`), and clicks stopped before any button inside.
 * @example
 * <div {...lockedProps(locked)}>…</div>
 */
export function lockedProps(locked: boolean): LockedProps {
  return locked ? { 'aria-disabled': true, inert: true, onClickCapture: block } : {};
}
