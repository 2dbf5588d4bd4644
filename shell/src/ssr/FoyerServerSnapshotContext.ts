import { createContext } from 'react';
import type { Foyer } from '../Foyer.js';

/**
 * What the hooks read while rendering on a server and while hydrating (set by `FoyerProvider`
 * from the session cookie); without it they render the disconnected state.
 */
export const FoyerServerSnapshotContext = /* @__PURE__ */ createContext<Foyer | undefined>(undefined);
