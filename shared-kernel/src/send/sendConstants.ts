/** Gas of a plain native transfer on EVM chains. */
export const EVM_TRANSFER_GAS = 21_000n;

/** Margin on the gas price of a fee estimate, in percent (the price may rise before the wallet sends). */
export const EVM_FEE_MARGIN_PERCENT = 120n;

/** Lamports per signature on Solana (one signature: the sender's). */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5_000n;

/** Bytes of an SPL token account: the rent a new associated token account must hold. */
export const SPL_TOKEN_ACCOUNT_BYTES = 165;
