import { createHash } from 'node:crypto';
import { formatTokenAmount, type OnrampPurchase, type OnrampQuote } from '@foyer/kernel';
import { escapeHtml } from '../secure/http/escapeHtml.js';
import { onrampMessages } from './onrampMessages.js';

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:#f4f4f6;color:#1b1b1f}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 12px}
.notice{margin:0 0 16px;padding:10px 12px;border-radius:10px;background:#fff4d6;color:#6b4e00;font-weight:600}
.detail{margin:-8px 0 16px;color:#55555c;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#55555c}dd{margin:0;text-align:right;overflow-wrap:anywhere}
.total{font-weight:700}
.actions{display:flex;gap:8px}
button{flex:1;padding:12px;border:0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
button[value=confirm]{background:#3b5bfd;color:#fff}button[value=cancel]{background:#e8e8ee;color:#1b1b1f}
.result{padding:12px;border-radius:10px;font-weight:600}
.result[data-state=completed]{background:#e2f7e8;color:#0d5c2a}
.result[data-state=failed],.result[data-state=expired]{background:#fde7e7;color:#8a1414}
.result[data-state=delivering]{background:#e6ebff;color:#1f3bb3}
`;

/**
 * The checkout page's policy: no script at all, its one inline style by hash, forms posting back to the services
 * only, never framed.
 */
export const CHECKOUT_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function row(label: string, value: string, testId: string, className = ''): string {
  return `<dt>${escapeHtml(label)}</dt><dd data-testid="${testId}"${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
}

export type CheckoutPageProps = {
  purchase: OnrampPurchase;
  quote: OnrampQuote;
  /** Where the confirm / cancel form posts. */
  action: string;
  /** The network's display name, e.g. "Foyer Dev Chain". */
  networkName: string;
  /** A line above the summary, e.g. after a second confirm. */
  notice?: string;
};

/**
 * The development provider's checkout page (plain HTML, no script): the development notice, what is paid and what
 * arrives where, and, while the purchase is `pending`, the confirm and cancel buttons (one form post); otherwise its
 * result ("Payment complete — you can close this window").
 */
export function renderCheckoutPage({ purchase, quote, action, networkName, notice }: CheckoutPageProps): string {
  const text = onrampMessages.checkout;
  const fee = quote.fees.find((item) => item.type === 'provider');
  const address = purchase.destination.split(':').slice(2).join(':');
  const summary = [
    row(text.youPay, `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`, 'onramp-checkout-total', 'total'),
    fee ? row(text.fee, `${fee.amount} ${fee.currency}`, 'onramp-checkout-fee') : '',
    row(text.subtotal, `${quote.paymentSubtotal.amount} ${quote.paymentSubtotal.currency}`, 'onramp-checkout-subtotal'),
    row(text.youReceive, formatTokenAmount(purchase.purchaseAmount.amount, purchase.purchaseAmount.currency), 'onramp-checkout-amount', 'total'),
    row(text.network, networkName, 'onramp-checkout-network'),
    row(text.destination, address, 'onramp-checkout-destination'),
    row(text.status, text.statuses[purchase.status] ?? purchase.status, 'onramp-checkout-status'),
    purchase.txHash ? row(text.transaction, purchase.txHash, 'onramp-checkout-tx') : '',
  ].join('\n');

  const result =
    purchase.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="action" value="confirm" data-testid="onramp-checkout-confirm">${escapeHtml(text.confirm)}</button>
<button type="submit" name="action" value="cancel" data-testid="onramp-checkout-cancel">${escapeHtml(text.cancel)}</button>
</form>`
      : `<p class="result" role="status" data-testid="onramp-checkout-result" data-state="${purchase.status}">${escapeHtml(resultText(purchase))}</p>`;

  return page(
    text.title,
    `<h1>${escapeHtml(text.heading)}</h1>
<p class="notice" data-testid="onramp-checkout-dev-notice">${escapeHtml(text.devNotice)}</p>
<p class="detail">${escapeHtml(text.devDetail)}</p>
${notice ? `<p class="result" role="alert" data-state="failed" data-testid="onramp-checkout-notice">${escapeHtml(notice)}</p>` : ''}
<dl data-testid="onramp-checkout" data-state="${purchase.status}">
${summary}
</dl>
${result}`,
  );
}

function resultText(purchase: OnrampPurchase): string {
  const text = onrampMessages.checkout;
  switch (purchase.status) {
    case 'completed':
      return text.complete;
    case 'delivering':
      return text.delivering;
    case 'expired':
      return text.expired;
    default:
      return purchase.error ? `${text.failed}: ${purchase.error}` : text.failed;
  }
}

/** The page of an unknown checkout id. */
export function renderCheckoutNotFoundPage(): string {
  const text = onrampMessages.checkout;
  return page(text.notFoundTitle, `<h1>${escapeHtml(text.notFoundTitle)}</h1>\n<p>${escapeHtml(text.notFound)}</p>`);
}

/** The provider's logo (a monogram on its colour), served at `DEV_ONRAMP_LOGO_PATH`. */
export const DEV_ONRAMP_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${onrampMessages.providerName}"><rect width="64" height="64" rx="16" fill="#3b5bfd"/><text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">FD</text></svg>`;
