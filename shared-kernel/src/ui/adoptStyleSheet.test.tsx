/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { adoptStyleSheet } from './adoptStyleSheet.js';
import { attachStyleSheet } from './attachStyleSheet.js';
import { StyleSheet, StyleSheetContext } from './StyleSheet.js';

/**
 * jsdom has no constructable stylesheets: this stands in for the browser's, recording its text.
 * (The real ones run in e2e/tests/csp.spec.ts, under a strict policy.)
 */
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

function shadowHost(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('given constructable stylesheets', () => {
  const original = globalThis.CSSStyleSheet;
  beforeAll(() => {
    globalThis.CSSStyleSheet = FakeSheet as unknown as typeof CSSStyleSheet;
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', { configurable: true, writable: true, value: [] });
  });
  afterAll(() => {
    globalThis.CSSStyleSheet = original;
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  });
  const texts = (root: ShadowRoot) => root.adoptedStyleSheets.map((sheet) => (sheet as unknown as FakeSheet).text);

  test('adopts a css text once per root, parsed once for all roots, and adds no <style>', () => {
    const first = shadowHost();
    const second = shadowHost();
    first.adoptedStyleSheets = [];
    second.adoptedStyleSheets = [];
    adoptStyleSheet('.a { color: red; }', { root: first });
    adoptStyleSheet('.a { color: red; }', { root: first });
    adoptStyleSheet('.b { color: blue; }', { root: first });
    adoptStyleSheet('.a { color: red; }', { root: second });
    expect(texts(first)).toEqual(['.a { color: red; }', '.b { color: blue; }']);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
    expect(first.querySelector('style')).toBeNull();
  });

  test('attachStyleSheet (the connect button) adds without sharing and takes its sheet away', () => {
    const root = shadowHost();
    root.adoptedStyleSheets = [];
    const detach = attachStyleSheet(':host { display: inline-block; }', { root });
    expect(texts(root)).toEqual([':host { display: inline-block; }']);
    detach();
    expect(texts(root)).toEqual([]);
  });

  test('keeps the sheet until its last user releases it', () => {
    const root = shadowHost();
    root.adoptedStyleSheets = [];
    const releaseOne = adoptStyleSheet('.c {}', { root });
    const releaseTwo = adoptStyleSheet('.c {}', { root });
    releaseOne();
    releaseOne();
    expect(texts(root)).toEqual(['.c {}']);
    releaseTwo();
    expect(texts(root)).toEqual([]);
  });

  test('<StyleSheet> adopts into the scope root and follows css changes', () => {
    const root = shadowHost();
    root.adoptedStyleSheets = [];
    const view = (css: string) => (
      <StyleSheetContext.Provider value={{ root }}>
        <StyleSheet css={css} />
        <StyleSheet css={css} />
      </StyleSheetContext.Provider>
    );
    const { rerender, unmount } = render(view(':host { --x: 1; }'));
    expect(texts(root)).toEqual([':host { --x: 1; }']);
    rerender(view(':host { --x: 2; }'));
    expect(texts(root)).toEqual([':host { --x: 2; }']);
    unmount();
    expect(texts(root)).toEqual([]);
  });
});

describe('given no constructable stylesheets (jsdom)', () => {
  test('falls back to one <style> element per root carrying the nonce', () => {
    const root = shadowHost();
    const release = adoptStyleSheet('.d { color: green; }', { root, nonce: 'abc123' });
    adoptStyleSheet('.d { color: green; }', { root, nonce: 'abc123' })();
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe('.d { color: green; }');
    expect(styles[0]!.getAttribute('nonce')).toBe('abc123');
    release();
    expect(root.querySelector('style')).toBeNull();
  });

  test('<StyleSheet> without a scope styles the document, with the scope nonce when given', () => {
    const { unmount } = render(
      <StyleSheetContext.Provider value={{ nonce: 'n0nce' }}>
        <StyleSheet css=".e { margin: 0; }" />
      </StyleSheetContext.Provider>,
    );
    const style = [...document.head.querySelectorAll('style')].find((element) => element.textContent === '.e { margin: 0; }');
    expect(style?.getAttribute('nonce')).toBe('n0nce');
    unmount();
    expect([...document.head.querySelectorAll('style')].some((element) => element.textContent === '.e { margin: 0; }')).toBe(false);
  });
});
