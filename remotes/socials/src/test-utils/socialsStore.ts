import type { MakeTestStoreParameters } from '@foyer/kernel/test';

export const SECURE_SITE = 'http://127.0.0.1:46020';

/** The test store the socials slot and views expect (`makeTestStore(SOCIALS_STORE)`): three providers on, the secure site at `SECURE_SITE`. */
export const SOCIALS_STORE: MakeTestStoreParameters = {
  features: { socials: ['google', 'github', 'farcaster'] },
  services: { secureSiteUrl: SECURE_SITE },
};
