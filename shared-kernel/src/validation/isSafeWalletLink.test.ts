import { isSafeWalletLink } from './isSafeWalletLink.js';

describe('isSafeWalletLink', () => {
  test.each(['https://metamask.app.link', 'metamask://', 'rainbow:', 'rainbow', 'trust://wc', 'cbwallet://', 'ledgerlive:', 'http://127.0.0.1:3010/wallet/', 'http://localhost:3010/'])(
    'allows %s',
    (link) => expect(isSafeWalletLink(link)).toBe(true),
  );

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://a.example/uuid',
    'http://wallet.example/',
    'about:blank',
    'javascript',
    '',
    '1wallet://',
    'wal let://',
  ])('refuses %j', (link) => expect(isSafeWalletLink(link)).toBe(false));
});
