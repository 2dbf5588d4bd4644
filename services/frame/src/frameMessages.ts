/** Every text of the frame's own approval UI. */
export const FRAME_MESSAGES = {
  approveLabel: 'Approve',
  approvingLabel: 'Approving…',
  rejectLabel: 'Reject',
  secureWindow: (origin: string) => `Secure window of ${origin}`,
  requestedBy: 'Requested by',
  summaryLabel: 'Request details',
  notVisible: 'Approve works only while this window is fully visible.',
  tooSmall: 'This window is too small to show the whole request: Approve works only when it is larger.',
  scrollSummary: 'Scroll to the end of the request details to approve.',
  holdPointer: 'Keep the pointer over this window for a moment, then click Approve again.',
  reviewInWindow: 'Review this request in a separate secure window: this browser cannot tell whether this frame is visible.',
  openWindow: 'Open secure window',
  windowOpen: 'The secure window is open. Approve or reject the request there.',
  nothingToApprove: 'Nothing to approve here: this window opens from the secure frame of a request.',
  popupBlocked: 'The browser blocked the secure window. Allow pop-ups for this site, then try again.',
  loading: 'Preparing the request…',
} as const;
