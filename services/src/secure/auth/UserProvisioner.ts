import { randomUUID } from 'node:crypto';
import type { WalletUser, WalletUserRepository } from '../../db/WalletUserRepository.js';
import { createWalletKeys } from '../keys/walletKeys.js';

export type SocialIdentity = {
  provider: string;
  subject: string;
  email: string | null;
  /** True only when the provider said so (`email_verified === true`); absent means unverified. */
  emailVerified?: boolean;
  userName: string | null;
};

/** Finds a user or creates it with fresh keys (encrypted under the KEK). */
export class UserProvisioner {
  readonly #users: WalletUserRepository;
  readonly #kek: Uint8Array;
  readonly #now: () => number;

  constructor(users: WalletUserRepository, kek: Uint8Array, now: () => number = Date.now) {
    this.#users = users;
    this.#kek = kek;
    this.#now = now;
  }

  async #create(fields: Pick<WalletUser, 'email' | 'socialProvider' | 'socialSubject' | 'userName'>): Promise<WalletUser> {
    const id = randomUUID();
    const keys = await createWalletKeys(this.#kek, id);
    const user: WalletUser = { id, ...fields, ...keys, createdAt: this.#now() };
    await this.#users.insert(user);
    return user;
  }

  async forEmail(email: string): Promise<WalletUser> {
    return (await this.#users.findByEmail(email)) ?? this.#create({ email, socialProvider: null, socialSubject: null, userName: null });
  }

  async forSocial(identity: SocialIdentity): Promise<WalletUser> {
    const existing = await this.#users.findBySocial(identity.provider, identity.subject);
    if (existing) return existing;
    // A provider e-mail becomes the login e-mail only when the provider verified it and nobody owns it (H4):
    // otherwise an attacker could pre-create the wallet a victim later reaches by e-mail login.
    const email = identity.emailVerified === true ? identity.email : null;
    const emailTaken = email !== null && (await this.#users.findByEmail(email)) !== undefined;
    return this.#create({
      email: emailTaken ? null : email,
      socialProvider: identity.provider,
      socialSubject: identity.subject,
      userName: identity.userName,
    });
  }
}
