import {
  ChainNotSupportedError,
  SiwxSignMessageError,
  type SIWECreateMessageArgs,
  type SIWEConfig,
  type SIWXConfig,
  type SIWXSession,
} from '@foyer/kernel';

export type SiwePageContext = {
  /** The page's host (EIP-4361 domain), e.g. `app.example.com`. */
  domain: string;
  /** The page's URL (EIP-4361 uri). */
  uri: string;
  now?: () => Date;
};

/**
 * The legacy `siweConfig` (AppKit's SIWEConfig: getNonce, createMessage, verifyMessage, getSession,
 * signOut) as a `SIWXConfig`, Ethereum networks only: the message is the config's own text for the
 * page's domain and uri (`getMessageParams` may override them), `addSession` is `verifyMessage`
 * (false → 'Error signing message'), sessions come from `getSession` and revoking is `signOut`.
 * Required by default, as in AppKit.
 * @example
 * const siwx = siweConfigToSiwx(siweConfig, { domain: location.host, uri: location.href })
 */
export function siweConfigToSiwx(config: SIWEConfig, page: SiwePageContext): SIWXConfig {
  const now = page.now ?? (() => new Date());
  const signOut = async () => {
    if (await config.signOut()) config.onSignOut?.();
  };
  return {
    async createMessage({ accountAddress, chainId }) {
      const [namespace, reference] = chainId.split(':');
      if (namespace !== 'eip155' || reference === undefined) {
        throw new ChainNotSupportedError({ details: `siweConfig signs in on Ethereum networks only, not ${chainId}` });
      }
      const { chains: _chains, ...params } = (await config.getMessageParams?.()) ?? {};
      const nonce = await config.getNonce(accountAddress);
      const args: SIWECreateMessageArgs = {
        domain: page.domain,
        uri: page.uri,
        version: '1',
        issuedAt: now().toISOString(),
        ...params,
        address: accountAddress,
        chainId: Number(reference),
        nonce,
      };
      const text = config.createMessage(args);
      const { address: _address, chainId: _chainId, ...fields } = args;
      return { ...fields, accountAddress, chainId, toString: () => text };
    },
    async addSession(session: SIWXSession) {
      const valid = await config.verifyMessage({ message: session.message, signature: session.signature, cacao: session.cacao });
      if (!valid) throw new SiwxSignMessageError({ details: 'siweConfig.verifyMessage refused the signature' });
      config.onSignIn?.((await config.getSession()) ?? undefined);
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut();
      for (const session of sessions) await this.addSession(session);
    },
    async getSessions(chainId, address) {
      const session = await config.getSession();
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return [];
      // The legacy config keeps no message: the session is its address and chain.
      return [{ data: { accountAddress: session.address, chainId, domain: page.domain, uri: page.uri, version: '1', nonce: '' }, message: '', signature: '' }];
    },
    getRequired: () => config.required ?? true,
    signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  };
}
