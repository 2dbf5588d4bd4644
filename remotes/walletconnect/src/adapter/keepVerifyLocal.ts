/** The attestation API of the WalletConnect core (`core.verify`). */
export type VerifyApi = {
  register(parameters: { id: string; decryptedId: string }): Promise<string | undefined>;
  resolve(parameters: { attestationId?: string; hash?: string; encryptedId?: string; verifyUrl?: string }): Promise<unknown>;
};

/**
 * Turns off WalletConnect's Verify API. In a browser the 2.21.8 core attests every proposal and
 * request by loading an iframe from `verify.walletconnect.org` (`Verify.register`) and resolves
 * incoming ones against the same host (`Verify.resolve`); no option disables either, so both
 * become local no-ops: proposals carry an empty attestation, which wallets treat as unverified.
 * @example
 * keepVerifyLocal(provider.client.core.verify)
 */
export function keepVerifyLocal(verify: VerifyApi): void {
  verify.register = async () => '';
  verify.resolve = async () => undefined;
}
