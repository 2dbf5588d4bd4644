import { APPROVAL_MIN_VIEWPORT_PX } from '@foyer/kernel/frame';
import { APPROVE_ACTIVATION_DELAY_MS, KEY_ACTIVATION_WINDOW_MS, POINTER_DWELL_MS } from './approvalTiming.js';
import { trackVisibility } from './trackVisibility.js';

/** Why Approve does not take a click now (null: it does). The order is the order the user can fix them in. */
export type ApprovalBlock = 'tooSmall' | 'notVisible' | 'scrollSummary' | 'settling' | 'pointer' | null;

export type ApprovalGuard = {
  /** The first reason Approve is inert, or null; `armed` ignores the pointer dwell (the button's enabled look). */
  block(): ApprovalBlock;
  /** Whether Approve may be enabled (everything but the pointer: a keyboard user needs to focus it). */
  armed(): boolean;
  /** Whether this click on Approve approves: a pointer click needs the dwell, a keyboard one its key press. */
  acceptsClick(event: MouseEvent): boolean;
  stop(): void;
};

export type ApprovalGuardParameters = {
  /** The whole approval, observed for visibility. */
  root: HTMLElement;
  /** The scrolling summary: it must have been seen to its end. */
  summary: HTMLElement;
  /** The approve button (keyboard activations are counted on it). */
  approve: HTMLElement;
  onChange(): void;
  activationDelayMs?: number;
  pointerDwellMs?: number;
  observeVisibility?: (element: Element, onChange: (visible: boolean) => void) => () => void;
  now?: () => number;
};

type PointerSample = { screenX: number; screenY: number; clientX: number; clientY: number };

/**
 * Whether the frame moved between two pointer events, from their screen and client positions (zoom-independent):
 * the screen position stayed but the position inside the frame changed (the frame slid under a still pointer), or the
 * pointer moved on the screen but hardly inside the frame (the frame follows the pointer).
 */
export function frameMovedBetween(previous: PointerSample, next: PointerSample): boolean {
  const screen = Math.hypot(next.screenX - previous.screenX, next.screenY - previous.screenY);
  const client = Math.hypot(next.clientX - previous.clientX, next.clientY - previous.clientY);
  return (screen <= 1 && client > 1) || (screen >= 4 && client <= screen * 0.1);
}

/**
 * The conditions under which the frame's Approve works (security review 2, N1): the frame's viewport is at least
 * APPROVAL_MIN_VIEWPORT_PX; the approval is entirely visible (IntersectionObserver v2, or a visible top-level window);
 * the summary has been seen to its end (it fits, or the user scrolled it to the bottom); all of that has held, with the
 * frame not moving, for `activationDelayMs`; and a pointer click comes after the pointer dwelt inside the still frame
 * for `pointerDwellMs` (a frame moved under the cursor, or one that follows it, gets nothing). A keyboard activation
 * needs the key press on the focused Approve instead of the dwell: the host page can neither focus an element of this
 * document nor send it keys.
 * @example
 * const guard = createApprovalGuard({ root, summary: list, approve, onChange: refresh })
 * approve.addEventListener('click', (event) => { if (guard.acceptsClick(event)) decide('approved') })
 */
export function createApprovalGuard({
  root,
  summary,
  approve,
  onChange,
  activationDelayMs = APPROVE_ACTIVATION_DELAY_MS,
  pointerDwellMs = POINTER_DWELL_MS,
  observeVisibility = trackVisibility,
  now = () => performance.now(),
}: ApprovalGuardParameters): ApprovalGuard {
  let visible = false;
  let largeEnough = false;
  let summarySeen = false;
  let settled = false;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let pointerSince: number | undefined;
  let pointerTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSample: PointerSample | undefined;
  let keyPressedAt: number | undefined;

  const stable = () => visible && largeEnough;
  /** Starts (again) the inert time: whenever the approval became stable, or the frame moved or was resized. */
  const restartSettle = () => {
    clearTimeout(settleTimer);
    settled = false;
    if (!stable()) return;
    settleTimer = setTimeout(() => {
      settled = true;
      onChange();
    }, activationDelayMs);
  };
  const startDwell = () => {
    clearTimeout(pointerTimer);
    pointerSince = now();
    pointerTimer = setTimeout(onChange, pointerDwellMs);
  };
  const endDwell = () => {
    clearTimeout(pointerTimer);
    pointerSince = undefined;
    lastSample = undefined;
  };
  const pointerDwelt = () => pointerSince !== undefined && now() - pointerSince >= pointerDwellMs;

  const checkSummary = () => {
    if (summarySeen) return;
    summarySeen = summary.clientHeight > 0 && summary.scrollTop + summary.clientHeight >= summary.scrollHeight - 2;
  };
  const checkSize = () => {
    const wasLarge = largeEnough;
    largeEnough = window.innerWidth >= APPROVAL_MIN_VIEWPORT_PX.width && window.innerHeight >= APPROVAL_MIN_VIEWPORT_PX.height;
    checkSummary();
    return wasLarge !== largeEnough;
  };

  /** A pointer event: detects a moving frame (restart both timers) and starts the dwell. */
  const onPointer = (event: PointerEvent | MouseEvent) => {
    const sample = { screenX: event.screenX, screenY: event.screenY, clientX: event.clientX, clientY: event.clientY };
    const moved = lastSample !== undefined && frameMovedBetween(lastSample, sample);
    lastSample = sample;
    if (moved) {
      startDwell();
      restartSettle();
      onChange();
      return;
    }
    if (pointerSince === undefined) {
      startDwell();
      onChange();
    }
  };
  const onPointerOut = (event: PointerEvent) => {
    // Leaving the document: relatedTarget is null (nothing of this document under the pointer any more).
    if (event.relatedTarget !== null) return;
    endDwell();
    onChange();
  };
  const onResize = () => {
    checkSize();
    restartSettle();
    onChange();
  };
  const onScroll = () => {
    if (summarySeen) return;
    checkSummary();
    if (summarySeen) onChange();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    keyPressedAt = event.target === approve && (event.key === 'Enter' || event.key === ' ') ? now() : undefined;
  };

  document.addEventListener('pointermove', onPointer, true);
  document.addEventListener('pointerover', onPointer, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('pointerout', onPointerOut, true);
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('resize', onResize);
  summary.addEventListener('scroll', onScroll, { passive: true });
  const resizeObserver = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onScroll);
  resizeObserver?.observe(summary);
  checkSize();
  const stopVisibility = observeVisibility(root, (isVisible) => {
    if (isVisible === visible) return;
    visible = isVisible;
    checkSummary();
    restartSettle();
    onChange();
  });

  const armed = () => stable() && summarySeen && settled;
  return {
    armed,
    block() {
      if (!largeEnough) return 'tooSmall';
      if (!visible) return 'notVisible';
      if (!summarySeen) return 'scrollSummary';
      if (!settled) return 'settling';
      if (!pointerDwelt() && document.activeElement !== approve) return 'pointer';
      return null;
    },
    acceptsClick(event) {
      if (!armed()) return false;
      // A click without a pointer position (detail 0) comes from the keyboard: Enter or Space on the focused button.
      if (event.detail === 0) return document.activeElement === approve && keyPressedAt !== undefined && now() - keyPressedAt <= KEY_ACTIVATION_WINDOW_MS;
      onPointer(event);
      return pointerDwelt();
    },
    stop() {
      clearTimeout(settleTimer);
      clearTimeout(pointerTimer);
      stopVisibility();
      resizeObserver?.disconnect();
      document.removeEventListener('pointermove', onPointer, true);
      document.removeEventListener('pointerover', onPointer, true);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('pointerout', onPointerOut, true);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('resize', onResize);
      summary.removeEventListener('scroll', onScroll);
    },
  };
}
