/** The message to show for a wallet/provider error (viem-style `shortMessage` first). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown };
    if (typeof shortMessage === 'string' && shortMessage !== '') return shortMessage;
    if (typeof message === 'string' && message !== '') return message;
  }
  return String(error);
}
