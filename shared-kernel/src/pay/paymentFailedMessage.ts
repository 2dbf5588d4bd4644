/**
 * 'Payment failed' (`PAY_ERROR_MESSAGES.failed`): also what `foyer.pay` answers when the pay code cannot load. Its own
 * module, so the shell's first chunk carries this one string rather than the whole pay catalogue.
 */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed';
