/** Every text of the frame's own approval UI. */
export const FRAME_MESSAGES = {
  approveLabel: 'Approve',
  approvingLabel: 'Approving…',
  rejectLabel: 'Reject',
  secureWindow: (origin: string) => `Secure window of ${origin}`,
  notVisible: 'Approve works only while this window is fully visible.',
  loading: 'Preparing the request…',
} as const;
