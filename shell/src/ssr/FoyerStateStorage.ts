/**
 * Where `persistFoyerState` keeps the session the server reads: `cookieStorage`, or any object of
 * the Web Storage shape (wagmi's `storage` option takes the same).
 */
export type FoyerStateStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};
