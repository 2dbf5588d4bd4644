import { WALLET_ROW } from '../../e2e/support/DemoPage.js';

/**
 * Script injected into every bench page before its own code (plain JS source, so no bundler or
 * loader helper ever leaks into the page). It records when the connect button first becomes
 * visible and exposes `clickToVisible(click, target, timeoutMs)`: clicks the element of the `click`
 * selector and resolves with the ms until the `target` one is visible, both found in the document or
 * in an open shadow root under body; `clickToFirstWallet()` is that for the connect button and the
 * first wallet row.
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
  probe.clickToVisible = (clickSelector, targetSelector, timeoutMs) =>
    new Promise((resolve, reject) => {
      const host = findDeep(clickSelector);
      if (!host) return reject(new Error(clickSelector + ' not found'));
      const target = host.matches('button') ? host : (host.querySelector('button') || host);
      const start = performance.now();
      target.click();
      const poll = () => {
        const found = findDeep(targetSelector);
        const now = performance.now();
        if (found && isVisible(found)) resolve(now - start);
        else if (now - start > timeoutMs) reject(new Error('no ' + targetSelector + ' visible ' + timeoutMs + ' ms after the click'));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  probe.clickToFirstWallet = (timeoutMs) => probe.clickToVisible(BUTTON, ROW, timeoutMs);
  window.__foyerBenchProbe = probe;
})();`;
