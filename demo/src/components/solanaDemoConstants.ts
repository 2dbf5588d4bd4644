import { FOYER_DEV_SOLANA_ADDRESSES } from '@foyer/kernel';

/** The UTF-8 text the demo asks a Solana wallet to sign (`solana:signMessage`). */
export const SOLANA_DEMO_MESSAGE = 'Hello from the Foyer demo';

/** Where the demo's SOL transfer goes: Solana dev account 1 (public dev seed, funded by the dev node). */
export const SOLANA_DEV_ACCOUNT_1 = FOYER_DEV_SOLANA_ADDRESSES[1];

/** 0.01 SOL in lamports (1 SOL = 10^9 lamports). */
export const SOLANA_TRANSFER_LAMPORTS = 10_000_000n;
