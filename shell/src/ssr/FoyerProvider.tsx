import { useMemo, type ReactElement, type ReactNode } from 'react';
import { createServerSnapshot } from './createServerSnapshot.js';
import type { FoyerInitialState } from './FoyerInitialState.js';
import { FoyerServerSnapshotContext } from './FoyerServerSnapshotContext.js';

export type FoyerProviderProps = {
  /** The session of the request (`foyerStateFromCookie(cookieHeader)`); undefined renders disconnected. */
  initialState: FoyerInitialState | undefined;
  children?: ReactNode;
};

/**
 * Lets the server render the returning user's session: below it, the hooks and `<ConnectButton>`
 * show `initialState`'s account on the server and while hydrating (so the HTML matches), then
 * the live state of the page's instance (without a session: the disconnected state with the
 * default network). Call `createFoyer` before it renders.
 * @example
 * <FoyerProvider initialState={foyerStateFromCookie(cookies)}><ConnectButton /></FoyerProvider>
 */
export function FoyerProvider({ initialState, children }: FoyerProviderProps): ReactElement {
  const caipAddress = initialState?.caipAddress;
  const connectorId = initialState?.connectorId;
  const snapshot = useMemo(
    () => createServerSnapshot(caipAddress === undefined || connectorId === undefined ? undefined : { caipAddress, connectorId }),
    [caipAddress, connectorId],
  );
  return <FoyerServerSnapshotContext.Provider value={snapshot}>{children}</FoyerServerSnapshotContext.Provider>;
}
