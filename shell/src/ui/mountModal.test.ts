import { darkTheme, lightTheme } from './theme/themeTokens.js';
import { selectModal, themeModeChanged } from '@foyer/kernel';
import { act, fireEvent, within } from '@testing-library/react';
import { openModal } from '../router/openModal.js';
import { mountModal, unmountModal } from './mountModal.js';
import { makeShellTestStore } from '../test-utils/makeShellTestStore.js';

afterEach(() => {
  act(() => unmountModal());
  document.body.replaceChildren();
});

const hosts = () => document.querySelectorAll('foyer-modal');
const ui = (host: Element) => within(host.shadowRoot!.querySelector<HTMLElement>('.foyer-root')!);

describe('mountModal', () => {
  test('is idempotent: one <foyer-modal> with an open shadow root on body', () => {
    const store = makeShellTestStore();
    act(() => mountModal({ store }));
    act(() => mountModal({ store }));
    expect(hosts()).toHaveLength(1);
    const host = hosts()[0]!;
    expect(host.parentElement).toBe(document.body);
    expect(host.shadowRoot?.mode).toBe('open');
    expect(ui(host).queryByTestId('foyer-modal')).toBeNull();
    act(() => void store.dispatch(openModal()));
    expect(ui(host).getByTestId('foyer-modal')).toBeTruthy();
  });

  test('a new instance replaces the previous modal; unmountModal removes it', () => {
    act(() => mountModal({ store: makeShellTestStore() }));
    act(() => mountModal({ store: makeShellTestStore() }));
    expect(hosts()).toHaveLength(1);
    act(() => unmountModal());
    expect(hosts()).toHaveLength(0);
  });

  test('unmountModal(foyer) removes only that instance\'s modal (a replaced instance leaves its successor alone)', () => {
    const previous = { store: makeShellTestStore() };
    const current = { store: makeShellTestStore() };
    act(() => mountModal(previous));
    act(() => mountModal(current));
    act(() => unmountModal(previous));
    expect(hosts()).toHaveLength(1);
    act(() => unmountModal(current));
    expect(hosts()).toHaveLength(0);
  });

  test('applies the theme mode and follows its changes', () => {
    const store = makeShellTestStore({ options: { themeMode: 'dark', themeVariables: { '--foyer-accent': '#ff007a' } } });
    act(() => mountModal({ store }));
    const root = hosts()[0]!.shadowRoot!.querySelector<HTMLElement>('.foyer-root')!;
    // jsdom has no constructable stylesheets: the sheets fall back to `<style>` elements in the shadow root.
    const theme = () => [...hosts()[0]!.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(root.dataset.theme).toBe('dark');
    expect(theme()).toContain(`--foyer-background: ${darkTheme['--foyer-background']};`);
    expect(theme()).toContain('--foyer-accent: #ff007a;');
    act(() => void store.dispatch(themeModeChanged('light')));
    expect(root.dataset.theme).toBe('light');
    expect(theme()).toContain(`--foyer-background: ${lightTheme['--foyer-background']};`);
    expect(theme()).not.toContain(`--foyer-background: ${darkTheme['--foyer-background']};`);
  });

  describe('given embedded mode', () => {
    test('renders into the <foyer-modal> the page placed, inline: no overlay close, no aria-modal', () => {
      const section = document.createElement('section');
      const placed = document.createElement('foyer-modal');
      section.append(placed);
      document.body.append(section);
      const store = makeShellTestStore({ options: { enableEmbedded: true } });
      act(() => mountModal({ store }));
      act(() => void store.dispatch(openModal()));
      expect(hosts()).toHaveLength(1);
      expect(hosts()[0]).toBe(placed);
      const dialog = ui(placed).getByTestId('foyer-modal');
      expect(dialog.getAttribute('aria-modal')).toBeNull();
      fireEvent.mouseDown(dialog.parentElement!);
      expect(selectModal(store.getState()).open).toBe(true);
      act(() => unmountModal());
      expect(placed.isConnected).toBe(true);
      expect(placed.shadowRoot?.childNodes).toHaveLength(0);
    });
  });
});
