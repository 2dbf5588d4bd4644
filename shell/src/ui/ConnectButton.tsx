import { lazy, Suspense, useSyncExternalStore, type ReactElement } from 'react';
import { getFoyer } from '../foyerInstance.js';
import { useFoyer } from '../hooks/useFoyer.js';
import { useFoyerAccount } from '../hooks/useFoyerAccount.js';
import { connectButtonCss } from './connectButtonCss.js';
import { connectButtonText } from './connectButtonText.js';
import { prefetchModal } from './prefetchModal.js';
import { subscribeMessagesLocale } from './i18n/subscribeMessagesLocale.js';

const noop = () => {};
const subscribeTexts = (listener: () => void) => {
  const foyer = getFoyer();
  return foyer ? subscribeMessagesLocale(foyer, listener) : noop;
};
const textsLocale = () => getFoyer()?.store.getState().options.messagesLocale ?? 'en';
const serverTextsLocale = () => 'en';

const ConnectButtonBalance = /* @__PURE__ */ lazy(() =>
  import('./ConnectButtonBalance.js').then((module) => ({ default: module.ConnectButtonBalance })),
);

export type ConnectButtonProps = {
  /** Text while disconnected. Default "Connect Wallet". */
  label?: string;
  size?: 'md' | 'sm';
  /** Show the native balance next to the address once connected. Default 'hide'. */
  balance?: 'show' | 'hide';
};

/**
 * The host page's connect button: "Connect Wallet", "Connecting…", or the short address (and,
 * with `balance="show"`, the native balance) once connected. A click opens the modal (Account
 * when connected). Imports no modal code: hovering, focusing or touching the button starts
 * loading it, so it is usually there by the click. The balance's code loads once connected.
 * @example
 * <ConnectButton label="Sign in" size="sm" balance="show" />
 */
export function ConnectButton({ label, size = 'md', balance = 'hide' }: ConnectButtonProps): ReactElement {
  const { open } = useFoyer();
  const { address, status, isConnected } = useFoyerAccount();
  // Re-render in the new language once its catalogue is applied (the texts are read from the live messages).
  useSyncExternalStore(subscribeTexts, textsLocale, serverTextsLocale);
  const text = connectButtonText({ status, address, label });
  const state = isConnected ? 'connected' : status === 'connecting' ? 'connecting' : 'disconnected';
  return (
    <>
      <style href="foyer-connect-button" precedence="default" nonce={getFoyer()?.store.getState().options.cspNonce ?? undefined}>
        {connectButtonCss}
      </style>
      <button
        type="button"
        className="foyer-connect-button"
        data-testid="connect-button"
        data-size={size}
        data-state={state}
        aria-busy={state === 'connecting' || undefined}
        onClick={() => void open()}
        onPointerEnter={prefetchModal}
        onFocus={prefetchModal}
        onTouchStart={prefetchModal}
      >
        {isConnected ? <span className="foyer-connect-button__dot" aria-hidden="true" /> : null}
        {text}
        {isConnected && address && balance === 'show' ? (
          <Suspense fallback={null}>
            <ConnectButtonBalance address={address} />
          </Suspense>
        ) : null}
      </button>
    </>
  );
}
