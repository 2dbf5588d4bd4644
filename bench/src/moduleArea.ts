/** The areas the first chunk's rows add up to, in the order the summary lists them (Redux: RTK, RTK Query, immer, reselect, redux). */
export const MODULE_AREAS = ['React', 'Redux', 'shell', 'kernel', 'other'] as const;
export type ModuleArea = (typeof MODULE_AREAS)[number];

const REACT = new Set(['react', 'react-dom', 'scheduler']);
const REDUX = new Set(['@reduxjs/toolkit', '@reduxjs/toolkit/query', 'immer', 'reselect', 'redux', 'redux-thunk', '@standard-schema/utils']);

/**
 * The area of a `moduleGroup` row.
 * @example
 * moduleArea('immer') // 'Redux'
 */
export function moduleArea(group: string): ModuleArea {
  if (REACT.has(group)) return 'React';
  if (REDUX.has(group)) return 'Redux';
  if (group.startsWith('shell/')) return 'shell';
  if (group.startsWith('kernel/')) return 'kernel';
  return 'other';
}
