import { WALLET_ROW } from '../../e2e/support/DemoPage.js';

/**
 * Script injected into every bench page before its own code (plain JS source, so no bundler or
 * loader helper ever leaks into the page). It records when the connect button first becomes
 * visible and exposes `clickToFirstWallet()`: clicks the button and resolves with the ms until
 * the first wallet row is visible, found in the document or in an open shadow root under body.
 */
export const PAGE_PROBE = String.raw`(() => {
  const ROW = ${JSON.stringify(WALLET_ROW)};
  const BUTTON = '[data-testid="connect-button"]';
  const findDeep = (selector) => {
    const direct = document.querySelector(selector);
    if (direct) return direct;
    for (const element of document.body ? document.body.children : []) {
      const found = element.shadowRoot ? element.shadowRoot.querySelector(selector) : null;
      if (found) return found;
    }
    return null;
  };
  const isVisible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const probe = { buttonVisibleAt: null };
  const waitForButton = () => {
    const button = findDeep(BUTTON);
    if (button && isVisible(button)) probe.buttonVisibleAt = performance.now();
    else requestAnimationFrame(waitForButton);
  };
  requestAnimationFrame(waitForButton);
  probe.clickToFirstWallet = (timeoutMs) =>
    new Promise((resolve, reject) => {
      const host = findDeep(BUTTON);
      if (!host) return reject(new Error('connect-button not found'));
      const target = host.matches('button') ? host : (host.querySelector('button') || host);
      const start = performance.now();
      target.click();
      const poll = () => {
        const row = findDeep(ROW);
        const now = performance.now();
        if (row && isVisible(row)) resolve(now - start);
        else if (now - start > timeoutMs) reject(new Error('no wallet row visible ' + timeoutMs + ' ms after the click'));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  window.__foyerBenchProbe = probe;
})();`;
