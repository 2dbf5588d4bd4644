import {
  selectAlert,
  selectCanGoBack,
  selectCurrentRoute,
  selectIsConnected,
  selectLocalePending,
  selectMessagesLocale,
  selectModal,
  selectRouterHistory,
  selectTheme,
  textDirection,
} from '@foyer/kernel';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Alert } from '../components/Alert/Alert.js';
import { Spinner } from '../components/Spinner/Spinner.js';
import { Toast } from '../components/Toast/Toast.js';
import { Header } from '../header/Header.js';
import { RouterOutlet } from '../router/RouterOutlet.js';
import { selectViewTitle } from '../router/selectViewTitle.js';
import { themeCss } from '../theme/themeCss.js';
import { ThemeStyleSheet } from '../theme/ThemeStyleSheet.js';
import { tabbables } from './tabbables.js';
import { useAnimatedHeight } from './useAnimatedHeight.js';
import { useFocusTrap } from './useFocusTrap.js';
import { ModalShownContext } from './ModalShownContext.js';
import { closeModal } from '../../router/closeModal.js';
import { goBack } from '../../router/goBack.js';
import { selectHasAdapters } from '../../router/selectInitialRoute.js';
import type { RootState } from '../../store/types.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { messages } from '../messages.js';

export type ModalProps = {
  /** Rendered inline in the host's element: no overlay, no focus trap, not aria-modal. */
  embedded: boolean;
  /**
   * While closed on the Connect view, keep the dialog rendered, hidden and inert, so that opening
   * it only shows it (its render, style and layout are done before the click). Off by default.
   */
  standby?: boolean;
};

/**
 * Whether opening now would show the Connect view as it stands: a disconnected user, a router
 * that holds Connect alone, and an adapter to connect with (else the opening rules pick another view).
 */
function selectCanStandBy(state: RootState): boolean {
  const history = selectRouterHistory(state);
  return history.length === 1 && history[0]?.view === 'Connect' && !selectIsConnected(state) && selectHasAdapters(state);
}

/** The modal: theme variables, then the dialog while open (or a floating alert while closed). */
export function Modal({ embedded, standby = false }: ModalProps) {
  const theme = useAppSelector(selectTheme);
  const { open } = useAppSelector(selectModal);
  const alert = useAppSelector(selectAlert);
  const canStandBy = useAppSelector(selectCanStandBy);
  // The closed modal is mounted ahead of the first open (a warm click): until that open it shows nothing.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // The texts' language: its catalogue is applied before the first render (no flash of English), and a later
  // switch re-renders the whole modal from here (views read the live messages).
  const locale = useAppSelector(selectMessagesLocale);
  const localePending = useAppSelector(selectLocalePending);
  const standingBy = standby && !open && !embedded && canStandBy;
  if (localePending) return null;
  return (
    <div className="foyer-root" data-theme={theme.mode} data-embedded={embedded} lang={locale} dir={textDirection(locale)}>
      <ThemeStyleSheet css={themeCss(theme.mode, theme.variables)} />
      {open || standingBy ? <Dialog embedded={embedded} shown={open} /> : null}
      {!open && opened && alert ? (
        <div className="foyer-alert-floating">
          <Alert />
        </div>
      ) : null}
    </div>
  );
}

/** First focus: a view's `[data-autofocus]` control, else its first control, else the header's. */
function initialFocus(container: HTMLElement): HTMLElement | null {
  const body = container.querySelector<HTMLElement>('.foyer-body');
  return container.querySelector<HTMLElement>('[data-autofocus]') ?? (body ? tabbables(body)[0] : undefined) ?? null;
}

function Dialog({ embedded, shown }: { embedded: boolean; shown: boolean }) {
  const dispatch = useAppDispatch();
  const { loading, shake, closeDisabled } = useAppSelector(selectModal);
  const canGoBack = useAppSelector(selectCanGoBack);
  const title = useAppSelector(selectViewTitle);
  const route = useAppSelector(selectCurrentRoute);
  const depth = useAppSelector(selectRouterHistory).length;
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const height = useAnimatedHeight(content);

  useFocusTrap(card, shown && !embedded, initialFocus);

  // Closing while sign-in is required shakes the modal instead (the thunk's rule).
  const requestClose = useCallback(() => void dispatch(closeModal()), [dispatch]);

  // A new view replaced the focused control: move focus to the new view so the keyboard user is not lost.
  const viewKey = `${depth}:${route.view}`;
  useEffect(() => {
    const element = card.current;
    if (!element || embedded || !shown) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    if (element.contains(root.activeElement)) return;
    (initialFocus(element) ?? element).focus({ preventScroll: true });
  }, [viewKey, embedded, shown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    requestClose();
  };
  const onOverlayMouseDown = (event: MouseEvent) => {
    if (event.target === event.currentTarget && !embedded) requestClose();
  };

  return (
    // Standing by: laid out but invisible, out of the tab order and the accessibility tree.
    <div
      className="foyer-overlay"
      data-state={shown ? 'open' : 'standby'}
      inert={!shown}
      aria-hidden={shown ? undefined : true}
      onMouseDown={onOverlayMouseDown}
    >
      <div
        ref={card}
        className="foyer-card"
        role="dialog"
        aria-modal={embedded ? undefined : true}
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        tabIndex={-1}
        data-testid="foyer-modal"
        data-view={route.view}
        data-shake={shake}
        data-loading={loading}
        onKeyDown={onKeyDown}
      >
        <Header
          titleId={titleId}
          title={title}
          canGoBack={canGoBack}
          closeDisabled={closeDisabled}
          onBack={() => dispatch(goBack())}
          onClose={requestClose}
        />
        {shown ? <Alert /> : null}
        <div className="foyer-body" style={height === undefined ? undefined : { height }}>
          <div ref={content}>
            <div key={viewKey} className="foyer-view-transition">
              <ModalShownContext.Provider value={shown}>
                <RouterOutlet />
              </ModalShownContext.Provider>
            </div>
          </div>
          {loading ? (
            <div className="foyer-loading">
              <Spinner size={28} label={messages.common.loading} />
            </div>
          ) : null}
        </div>
        {shown ? <Toast /> : null}
      </div>
    </div>
  );
}
