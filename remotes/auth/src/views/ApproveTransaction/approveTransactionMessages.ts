/** Every text of the host-page ApproveTransaction view (the approval itself is drawn by the secure frame). */
export const APPROVE_TRANSACTION_MESSAGES = {
  lead: (secureOrigin: string) => `Review and approve this request in the secure window of ${secureOrigin}.`,
  loading: 'Opening the secure window…',
  shown: 'The request is shown in the secure window.',
  idle: 'No request is waiting for approval.',
  frameLabel: 'Secure approval window',
} as const;
