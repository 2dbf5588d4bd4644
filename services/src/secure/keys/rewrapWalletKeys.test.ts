import { randomBytes, randomUUID } from 'node:crypto';
import { migrateToLatest } from '../../db/migrateToLatest.js';
import { openDatabase } from '../../db/openDatabase.js';
import { WalletUserRepository } from '../../db/WalletUserRepository.js';
import { kekKeyId } from '../crypto/kekFingerprint.js';
import { decryptSecret, envelopeKeyId } from '../crypto/keyEncryption.js';
import { assertKekFingerprint } from './assertKekFingerprint.js';
import { rewrapWalletKeys } from './rewrapWalletKeys.js';
import { createWalletKeys } from './walletKeys.js';

const key = () => new Uint8Array(randomBytes(32));

async function database() {
  const { db } = await openDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}

async function addUser(db: Awaited<ReturnType<typeof database>>, kek: Uint8Array) {
  const id = randomUUID();
  const keys = await createWalletKeys(kek, id);
  await new WalletUserRepository(db).insert({ id, email: `${id}@example.com`, socialProvider: null, socialSubject: null, userName: null, ...keys, createdAt: Date.now() });
  return { id, ...keys };
}

describe('KEK fingerprint (H5)', () => {
  test('the first start records the fingerprint; the same KEK starts again; another KEK is refused', async () => {
    const db = await database();
    try {
      const kek = key();
      await assertKekFingerprint(db, kek, 'FOYER_KEK');
      await assertKekFingerprint(db, kek, 'FOYER_KEK');
      await expect(assertKekFingerprint(db, key(), 'FOYER_KEK')).rejects.toThrow(/FOYER_KEK does not match/);
    } finally {
      await db.destroy();
    }
  });

  test('a database with keys but no fingerprint yet is checked against its keys before one is recorded', async () => {
    const db = await database();
    try {
      const kek = key();
      await addUser(db, kek);
      await expect(assertKekFingerprint(db, key(), 'FOYER_KEK')).rejects.toThrow(/FOYER_KEK does not match/);
      await assertKekFingerprint(db, kek, 'FOYER_KEK');
    } finally {
      await db.destroy();
    }
  });
});

describe('rewrapWalletKeys (KEK rotation)', () => {
  test('re-encrypts every key under the new KEK and moves the fingerprint', async () => {
    const db = await database();
    try {
      const oldKek = key();
      const newKek = key();
      await assertKekFingerprint(db, oldKek, 'FOYER_KEK');
      const users = [await addUser(db, oldKek), await addUser(db, oldKek)];
      expect(await rewrapWalletKeys(db, oldKek, newKek)).toBe(2);
      for (const user of users) {
        const row = await db.selectFrom('wallet_users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
        expect(envelopeKeyId(row.evm_key)).toBe(kekKeyId(newKek));
        expect(decryptSecret(row.evm_key, newKek, user.id)).toEqual(decryptSecret(user.evmKey, oldKek, user.id));
        expect(decryptSecret(row.solana_key ?? '', newKek, user.id)).toEqual(decryptSecret(user.solanaKey, oldKek, user.id));
      }
      await assertKekFingerprint(db, newKek, 'FOYER_KEK');
      await expect(assertKekFingerprint(db, oldKek, 'FOYER_KEK')).rejects.toThrow(/does not match/);
    } finally {
      await db.destroy();
    }
  });

  test('a wrong old KEK changes nothing', async () => {
    const db = await database();
    try {
      const kek = key();
      await assertKekFingerprint(db, kek, 'FOYER_KEK');
      const user = await addUser(db, kek);
      await expect(rewrapWalletKeys(db, key(), key())).rejects.toThrow(/does not match/);
      const row = await db.selectFrom('wallet_users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.evm_key).toBe(user.evmKey);
    } finally {
      await db.destroy();
    }
  });
});
