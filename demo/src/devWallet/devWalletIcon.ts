const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#6d5dfc"/><stop offset="1" stop-color="#22b8cf"/></linearGradient></defs>' +
  '<rect width="96" height="96" rx="24" fill="url(#g)"/>' +
  '<path d="M30 26h38v11H43v9h21v11H43v17H30z" fill="#fff"/>' +
  '<circle cx="68" cy="68" r="7" fill="#fff" opacity=".85"/>' +
  '</svg>';

/** The dev wallet's EIP-6963 icon: an inline SVG data URI. */
export const devWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`;
