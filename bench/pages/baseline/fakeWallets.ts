export interface FakeWallet {
  id: string;
  name: string;
  color: string;
}

/** One page of rows, like the catalogue's first page (40 entries). */
export const FAKE_WALLETS: readonly FakeWallet[] = Array.from({ length: 40 }, (_, index) => ({
  id: `fake-${index + 1}`,
  name: `Wallet ${index + 1}`,
  color: `hsl(${(index * 37) % 360} 60% 55%)`,
}));
