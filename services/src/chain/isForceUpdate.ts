/** Whether a `forceUpdate` query flag asks to bypass the server cache: present and not `false` / `0`. */
export function isForceUpdate(forceUpdate: string | undefined): boolean {
  return forceUpdate !== undefined && !['', 'false', '0'].includes(forceUpdate.toLowerCase());
}
