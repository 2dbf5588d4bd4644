import { foyerDevChain } from '@foyer/kernel';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createFoyer } from '../createFoyer.js';
import { getFoyer } from '../foyerInstance.js';
import { ConnectButton } from './ConnectButton.js';
import { defineFoyerElements, FOYER_BUTTON_TAG } from './foyerButtonElement.js';
import { catalogueHandlers, catalogueWallets, projectHandlers, TEST_API_URL } from '@foyer/kernel/test';

// The modal's chunk, replaced by a stub that records every attempt to load it. Until the last
// test its load fails, so nothing is cached and each attempt stays observable.
const mockModalRequested = jest.fn();
const mockMountModal = jest.fn();
let mockChunkAvailable = false;
jest.mock('./mountModal.js', () => {
  mockModalRequested();
  if (!mockChunkAvailable) throw new Error('Loading chunk 46 failed.');
  return { mountModal: mockMountModal, unmountModal: jest.fn() };
});

// Idle tasks run only when a test says so, so the idle prefetch never blurs the intent counts.
const mockIdleTasks: (() => void)[] = [];
jest.mock('../utils/scheduleIdle.js', () => ({
  scheduleIdle: (task: () => void) => {
    mockIdleTasks.push(task);
    return () => mockIdleTasks.splice(mockIdleTasks.indexOf(task) >>> 0, 1);
  },
}));

const requests: string[] = [];
const server = setupServer(...projectHandlers(), ...catalogueHandlers(catalogueWallets()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname)));
afterEach(async () => {
  await act(async () => getFoyer()?.destroy());
  server.events.removeAllListeners();
  requests.splice(0);
  mockIdleTasks.splice(0);
  document.body.replaceChildren();
});
afterAll(() => server.close());

const create = () => createFoyer({ projectId: 'test-project', apiUrl: TEST_API_URL, networks: [foyerDevChain], debug: false });
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
beforeEach(() => mockModalRequested.mockClear());

test('at idle after the load event the page prefetches the first wallets page and the modal code', async () => {
  act(() => void create());
  render(<ConnectButton />);
  await flush();
  expect(mockModalRequested).not.toHaveBeenCalled();
  act(() => mockIdleTasks.splice(0).forEach((task) => task()));
  await waitFor(() => expect(requests).toContain('/getWallets'));
  await flush();
  expect(mockModalRequested).toHaveBeenCalledTimes(1);
});

test('before the load event the modal code waits for it', async () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  act(() => void create());
  readyState.mockRestore();
  expect(mockIdleTasks).toHaveLength(1); // the wallets page only
  window.dispatchEvent(new Event('load'));
  expect(mockIdleTasks).toHaveLength(2);
  act(() => mockIdleTasks.splice(0).forEach((task) => task()));
  await flush();
  expect(mockModalRequested).toHaveBeenCalledTimes(1);
});

describe.each([
  ['pointerenter', (button: HTMLElement) => fireEvent.pointerEnter(button)],
  ['focus', (button: HTMLElement) => fireEvent.focus(button)],
  ['touchstart', (button: HTMLElement) => fireEvent.touchStart(button)],
])('on %s', (_event, showIntent) => {
  test('<ConnectButton> starts loading the modal code', async () => {
    act(() => void create());
    const view = render(<ConnectButton />);
    showIntent(view.getByTestId('connect-button'));
    await flush();
    expect(mockModalRequested).toHaveBeenCalledTimes(1);
  });

  test('<foyer-button> starts loading the modal code', async () => {
    act(() => void create());
    defineFoyerElements();
    const element = document.createElement(FOYER_BUTTON_TAG);
    document.body.append(element);
    showIntent(element.shadowRoot!.querySelector<HTMLElement>('[data-testid="connect-button"]')!);
    await flush();
    expect(mockModalRequested).toHaveBeenCalledTimes(1);
  });
});

test('a failed prefetch is retried by the click, and a prefetched modal is not fetched again', async () => {
  act(() => void create());
  const view = render(<ConnectButton />);
  const button = view.getByTestId('connect-button');
  fireEvent.pointerEnter(button);
  await flush();
  expect(mockModalRequested).toHaveBeenCalledTimes(1);

  mockChunkAvailable = true;
  await act(async () => void fireEvent.click(button));
  await waitFor(() => expect(mockMountModal).toHaveBeenCalledWith(getFoyer()));
  expect(mockModalRequested).toHaveBeenCalledTimes(2);
  fireEvent.pointerEnter(button);
  await act(async () => void fireEvent.click(button));
  expect(mockModalRequested).toHaveBeenCalledTimes(2);
});

test('once prefetched at idle the closed modal is mounted standing by, so a click only shows it; an embedded page is not', async () => {
  mockChunkAvailable = true;
  mockMountModal.mockClear();
  act(() => void create());
  render(<ConnectButton />);
  await flush();
  expect(mockMountModal).not.toHaveBeenCalled();
  act(() => mockIdleTasks.splice(0).forEach((task) => task()));
  await waitFor(() => expect(mockMountModal).toHaveBeenCalledWith(getFoyer(), { standby: true }));
  expect(getFoyer()!.store.getState().modal.open).toBe(false);

  await act(async () => getFoyer()?.destroy());
  mockMountModal.mockClear();
  act(() => void createFoyer({ projectId: 'test-project', apiUrl: TEST_API_URL, networks: [foyerDevChain], debug: false, enableEmbedded: true }));
  expect(mockIdleTasks).toHaveLength(2); // the wallets page and the modal's code
  act(() => mockIdleTasks.splice(0).forEach((task) => task()));
  await flush();
  expect(mockMountModal).not.toHaveBeenCalled();
});
