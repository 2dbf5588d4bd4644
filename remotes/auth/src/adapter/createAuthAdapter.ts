import {
  ALERTS,
  AUTH_CONNECTOR_ID,
  EmailCooldownError,
  FRAME_SIGN_OUT_TIMEOUT_MS,
  NotConnectedToEmailOrSocialError,
  accountConnected,
  accountDisconnected,
  addAppListener,
  alertRaised,
  caipNetworkIdParts,
  connectorAdded,
  networkChanged,
  selectAllowedOrigins,
  selectSecureSiteUrl,
  selectTheme,
  type CaipNetwork,
  type FoyerStore,
  type ShellBridge,
} from '@foyer/kernel';
import { frameOrigin, type FrameSessionUpdateEvent, type FrameUser } from '@foyer/kernel/frame';
import { createApprovalHost } from '../approvals/createApprovalHost.js';
import { approvalShown, selectFrameArea, selectPendingApprovals } from '../authSlice.js';
import { createFrameMessenger, type FrameMessenger, type FrameMessengerParameters } from '../frame/createFrameMessenger.js';
import { FrameRequestError } from '../frame/FrameRequestError.js';
import { createAuthProvider } from '../provider/createAuthProvider.js';
import { userRejected } from '../provider/userRejected.js';
import type { AuthAdapter } from './AuthAdapter.js';
import { AUTH_STORAGE_KEYS, LOGIN_CACHE_KEYS } from './authStorageKeys.js';
import { emailCooldownSeconds } from './emailCooldownSeconds.js';
import { frameUrlOf } from './frameSettings.js';
import { isPageOriginAllowed } from './isPageOriginAllowed.js';
import { toCaipNetworkId } from './toCaipNetworkId.js';


export type CreateAuthAdapterParameters = {
  store: FoyerStore;
  shell: Pick<ShellBridge, 'providers' | 'storage' | 'logger'>;
  /** How the frame messenger is made (tests pass a fake; the network boundary). */
  createMessenger?: (parameters: FrameMessengerParameters) => FrameMessenger;
  now?: () => number;
  /** The host page's origin (checked against the project's allowed origins). */
  pageOrigin?: () => string;
};

/**
 * The AUTH connector (email and social login through the secure-site frame): announces the
 * connector, owns the frame messenger and the EIP-1193 provider, reports the account to the
 * store and keeps the login cache of spec §3. Theme and dapp data are synced to the frame now
 * and whenever the theme changes.
 * @example
 * const auth = createAuthAdapter({ store, shell })
 * const { action } = await auth.connectEmail('ada@example.com')
 */
export function createAuthAdapter({
  store,
  shell,
  createMessenger = createFrameMessenger,
  now = Date.now,
  pageOrigin = () => window.location.origin,
}: CreateAuthAdapterParameters): AuthAdapter & { dispose(): void } {
  const { storage, logger, providers } = shell;
  let messenger: FrameMessenger | undefined;
  let address: string | undefined;

  const frame = (): FrameMessenger => {
    if (!messenger) {
      messenger = createMessenger({
        url: frameUrlOf(store.getState()),
        logger,
        onAlert: (code) => store.dispatch(alertRaised(code)),
        onSessionUpdate,
        onApprovalShown: (event) => store.dispatch(approvalShown({ id: event.payload.id, shown: event.payload.shown })),
      });
      placed = undefined;
      placeFrame();
    }
    return messenger;
  };

  /** The frame is visible only while an unsafe request is pending AND ApproveTransaction offers its area. */
  let placed: string | undefined;
  const placeFrame = () => {
    const state = store.getState();
    const area = selectPendingApprovals(state).length > 0 ? selectFrameArea(state) : null;
    const key = `${messenger === undefined ? '-' : 'm'}${JSON.stringify(area)}`;
    if (messenger === undefined || key === placed) return;
    placed = key;
    messenger.place(area);
  };
  const stopPlacing = store.subscribe(placeFrame);

  /**
   * A request. Refused here when the page origin is not on the project's allowed origins (the
   * frame would refuse to load); a frame that never loaded is dropped so the next request tries
   * a fresh one.
   */
  const request: FrameMessenger['request'] = async (name, payload) => {
    if (!isPageOriginAllowed(pageOrigin(), selectAllowedOrigins(store.getState()))) {
      store.dispatch(alertRaised('ORIGIN_NOT_ALLOWED'));
      throw new FrameRequestError({ message: ALERTS.ORIGIN_NOT_ALLOWED.shortMessage, frameCode: 'ORIGIN_NOT_ALLOWED' });
    }
    const current = frame();
    try {
      return await current.request(name, payload);
    } catch (error) {
      if (error instanceof FrameRequestError && error.frameCode === 'LOAD_FAILED' && messenger === current) {
        current.destroy();
        messenger = undefined;
      }
      throw error;
    }
  };

  const approvals = createApprovalHost({
    store,
    abort: () => {
      messenger?.request('RPC_ABORT', {}).catch((error: unknown) => logger.warn('Could not abort the embedded wallet request.', error));
    },
  });
  const provider = createAuthProvider({
    request,
    approvals,
    getAddress: () => address,
    switchChain: async (chainId) => {
      const network = store.getState().options.networks.find((item) => item.caipNetworkId === `eip155:${chainId}`);
      await switchTo(network ?? { caipNetworkId: `eip155:${chainId}`, id: chainId });
    },
    onNotAllowed: () => store.dispatch(alertRaised('RPC_METHOD_NOT_ALLOWED')),
  });

  const isActive = () => store.getState().connection.activeConnectorIds.eip155 === AUTH_CONNECTOR_ID;

  const onUser = (user: FrameUser) => {
    const caipNetworkId = toCaipNetworkId(user.chainId);
    const changed = address !== user.address;
    address = user.address;
    store.dispatch(accountConnected({ connectorId: AUTH_CONNECTOR_ID, caipAddress: `${caipNetworkId}:${user.address}` }));
    providers.set(AUTH_CONNECTOR_ID, provider);
    storage.set(AUTH_STORAGE_KEYS.loginUsed, true);
    storage.set(AUTH_STORAGE_KEYS.lastUsedChain, caipNetworkId);
    if (user.email) storage.set(AUTH_STORAGE_KEYS.email, user.email);
    if (user.userName) storage.set(AUTH_STORAGE_KEYS.socialUsername, user.userName);
    if (changed) provider.emit('accountsChanged', [user.address]);
    void loadSmartAccountNetworks();
  };

  const loadSmartAccountNetworks = async () => {
    try {
      const { smartAccountEnabledNetworks } = await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {});
      storage.set(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks, smartAccountEnabledNetworks);
    } catch (error) {
      logger.warn('Could not read the smart-account networks of the embedded wallet.', error);
    }
  };

  const connectUser = async () => {
    const network = store.getState().connection.activeCaipNetworkId ?? store.getState().options.defaultCaipNetworkId;
    onUser(await request('GET_USER', network?.startsWith('eip155:') ? { chainId: network } : {}));
  };

  /** Forgets the session locally: login cache, provider, account. */
  const forget = () => {
    for (const key of LOGIN_CACHE_KEYS) storage.remove(key);
    const wasActive = isActive();
    address = undefined;
    providers.delete(AUTH_CONNECTOR_ID);
    if (wasActive) store.dispatch(accountDisconnected({ namespace: 'eip155' }));
    provider.emit('disconnect');
  };

  function onSessionUpdate(event: FrameSessionUpdateEvent) {
    if (!event.payload.isConnected && address !== undefined) forget();
  }

  const switchTo = async (network: Pick<CaipNetwork, 'caipNetworkId' | 'id'>) => {
    const { chainId } = await request('SWITCH_NETWORK', { chainId: network.caipNetworkId });
    const caipNetworkId = toCaipNetworkId(chainId);
    storage.set(AUTH_STORAGE_KEYS.lastUsedChain, caipNetworkId);
    if (isActive()) store.dispatch(networkChanged({ caipNetworkId }));
    provider.emit('chainChanged', `0x${Number(caipNetworkIdParts(caipNetworkId).chainId).toString(16)}`);
  };

  const syncTheme = async () => {
    const { mode, variables } = selectTheme(store.getState());
    await request('SYNC_THEME', { themeMode: mode, themeVariables: variables as Record<string, string | number> });
  };

  const syncDappData = async () => {
    const { options, services } = store.getState();
    await request('SYNC_DAPP_DATA', {
      ...(options.metadata ? { metadata: options.metadata } : {}),
      sdkVersion: services.sdkVersion,
      sdkType: services.sdkType,
      projectId: services.projectId ?? '',
    });
  };

  const stopThemeSync = store.dispatch(
    addAppListener({
      predicate: (_action, current, previous) => selectTheme(current) !== selectTheme(previous),
      effect: () => {
        syncTheme().catch((error: unknown) => logger.warn('Could not sync the theme to the embedded wallet.', error));
      },
    }),
  );

  store.dispatch(
    connectorAdded({ id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email & Socials', chain: 'eip155', remote: 'auth' }),
  );

  const disconnect = async () => {
    forget();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signOut = request('SIGN_OUT', {}).catch((error: unknown) => logger.warn('The embedded wallet could not sign out.', error));
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FRAME_SIGN_OUT_TIMEOUT_MS);
    });
    await Promise.race([signOut, waited]);
    clearTimeout(timer);
  };

  return {
    secureSiteOrigin: frameOrigin(selectSecureSiteUrl(store.getState())),
    async connect() {
      const { isConnected } = await request('IS_CONNECTED', {});
      if (!isConnected) throw new NotConnectedToEmailOrSocialError();
      await connectUser();
    },
    async restore() {
      if (storage.get(AUTH_STORAGE_KEYS.loginUsed) !== true) return false;
      try {
        const { isConnected } = await request('IS_CONNECTED', {});
        if (!isConnected) {
          forget();
          return false;
        }
        await connectUser();
        return true;
      } catch (error) {
        logger.warn('Could not restore the embedded wallet session.', error);
        return false;
      }
    },
    disconnect,
    signOut: disconnect,
    switchNetwork: (_connectorId, network) => switchTo(network),
    getProvider: () => (address === undefined ? undefined : provider),
    getEmail: () => storage.get<string>(AUTH_STORAGE_KEYS.email),
    getSmartAccountEnabledNetworks: () => storage.get<number[]>(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks) ?? [],
    async connectEmail(email) {
      const seconds = emailCooldownSeconds(storage.get(AUTH_STORAGE_KEYS.lastEmailLoginTime), now());
      if (seconds > 0) throw new EmailCooldownError(seconds);
      const answer = await request('CONNECT_EMAIL', { email });
      // Only a code that was actually sent starts the cooldown (a failed attempt may be retried).
      storage.set(AUTH_STORAGE_KEYS.lastEmailLoginTime, now());
      storage.set(AUTH_STORAGE_KEYS.email, email);
      if (answer.action === 'CONNECT') await connectUser();
      return answer;
    },
    async connectDevice() {
      await request('CONNECT_DEVICE', {});
    },
    async connectOtp(otp) {
      await request('CONNECT_OTP', { otp });
      await connectUser();
    },
    getSocialRedirectUri: (socialProvider) => request('GET_SOCIAL_REDIRECT_URI', { provider: socialProvider }),
    async connectSocial(uri) {
      onUser(await request('CONNECT_SOCIAL', { uri }));
    },
    getFarcasterUri: () => request('GET_FARCASTER_URI', {}),
    async connectFarcaster() {
      onUser(await request('CONNECT_FARCASTER', {}));
    },
    async updateEmail() {
      // Like an unsafe request: ApproveTransaction hosts the frame, whose own document runs the whole change.
      const answer = await approvals.run(() => request('UPDATE_EMAIL', {})).catch((error: unknown) => {
        throw error instanceof FrameRequestError && error.frameCode === 'USER_REJECTED' ? userRejected(undefined, error) : error;
      });
      storage.set(AUTH_STORAGE_KEYS.email, answer.newEmail);
      return answer;
    },
    async setPreferredAccountType(type) {
      try {
        const answer = await request('SET_PREFERRED_ACCOUNT', { type });
        if (address !== undefined && answer.address !== address) await connectUser();
      } catch (error) {
        // Spec §4: the preferred account type falls back to EOA on error.
        logger.warn(`Could not switch the embedded wallet to ${type}; staying on EOA.`, error);
        if (type !== 'eoa') await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined);
        throw error;
      }
    },
    syncTheme,
    syncDappData,
    dispose() {
      stopThemeSync();
      stopPlacing();
      approvals.dispose();
      messenger?.destroy();
      messenger = undefined;
    },
  };
}
