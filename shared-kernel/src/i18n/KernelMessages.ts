import { ALERTS, type AlertCode } from '../errors/alerts.js';
import { TokenBalanceUnavailableError } from '../errors/chain.js';
import { ConnectionRejectedError, DisconnectError } from '../errors/connection.js';
import { VIEW_TABLE } from '../store/viewTable.js';
import type { ViewName } from '../store/ViewRegistry.js';

/** An alert's two texts (spec §8). */
export type AlertText = { shortMessage: string; longMessage: string };

/** Catalogued errors whose `shortMessage` the shell's views show as text. */
export type DisplayedErrorCode = 'CONNECTION_REJECTED' | 'DISCONNECT_FAILED' | 'TOKEN_BALANCE_UNAVAILABLE';

/**
 * The kernel's user-visible texts in one language: view titles (`VIEW_TABLE`), the once-only alerts and the
 * error messages the shell shows. A translation is an object of this type (complete: a missing key fails `tsc`).
 */
export type KernelMessages = {
  viewTitles: Record<ViewName, string>;
  alerts: Record<AlertCode, AlertText>;
  errors: Record<DisplayedErrorCode, string>;
};

/**
 * The kernel's texts in English, taken from their one home (`VIEW_TABLE`, `ALERTS`, the error classes), so the
 * catalogued English wording stays exact.
 * @example
 * englishKernelMessages().viewTitles.Connect // 'Connect Wallet'
 */
export function englishKernelMessages(): KernelMessages {
  const viewTitles = Object.fromEntries(Object.entries(VIEW_TABLE).map(([view, entry]) => [view, entry.title]));
  const alerts = Object.fromEntries(
    Object.values(ALERTS).map(({ code, shortMessage, longMessage }) => [code, { shortMessage, longMessage }]),
  );
  return {
    viewTitles: viewTitles as KernelMessages['viewTitles'],
    alerts: alerts as KernelMessages['alerts'],
    errors: {
      CONNECTION_REJECTED: new ConnectionRejectedError().shortMessage,
      DISCONNECT_FAILED: new DisconnectError().shortMessage,
      TOKEN_BALANCE_UNAVAILABLE: new TokenBalanceUnavailableError().shortMessage,
    },
  };
}
