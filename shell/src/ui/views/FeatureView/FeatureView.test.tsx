import { accountConnected, defineFeature, foyerDevChain, selectCurrentView, viewPushed, type FeatureManifest, type FeatureViewProps } from '@foyer/kernel';
import { act, fireEvent } from '@testing-library/react';
import { lazy } from 'react';
import { openModal } from '../../../router/openModal.js';
import type { LoadedFeature } from '../../../remote/createFeatureLoader.js';
import { FeatureLoadError } from '../../../remote/FeatureLoadError.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { addFakeWallet, FAKE_WALLET_ADDRESS } from '../../test-utils/fakeWallet.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { cleanupModal, renderModal } from '../../test-utils/renderModal.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { FeatureView } from './FeatureView.js';

const receive = defineFeature({
  id: 'receive',
  views: { WalletReceive: () => <div data-testid="view-WalletReceive">Receive funds</div> },
});

function deferred<value>() {
  let resolve!: (value: value) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<value>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('FeatureView', () => {
  test('shows a spinner while the feature loads, then its view', async () => {
    const pending = deferred<LoadedFeature>();
    const view = renderWithStore(
      <FeatureView featureId="receive" view="WalletReceive" data={undefined} load={() => pending.promise} />,
      inModal(makeShellTestStore()),
    );
    expect(view.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await act(async () => pending.resolve({ manifest: receive, api: undefined }));
    expect(view.getByTestId('view-WalletReceive').textContent).toBe('Receive funds');
  });

  test('a load failure shows the catalogue message; Retry really loads again', async () => {
    const load = jest
      .fn<Promise<LoadedFeature>, []>()
      .mockRejectedValueOnce(new FeatureLoadError({ featureId: 'receive', reason: 'load-failed', cause: new Error('404') }))
      .mockResolvedValueOnce({ manifest: receive, api: undefined });
    const view = renderWithStore(<FeatureView featureId="receive" view="WalletReceive" data={undefined} load={load} />, inModal(makeShellTestStore()));
    const error = await view.findByTestId('feature-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Something went wrong');
    await expectAccessible(view.container);

    fireEvent.click(view.getByTestId('feature-retry'));
    expect(await view.findByTestId('view-WalletReceive')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('renders a view the manifest declares with React.lazy (as remotes do)', async () => {
    const lazyReceive = defineFeature({
      id: 'receive',
      views: { WalletReceive: lazy(async () => ({ default: () => <div data-testid="view-WalletReceive">Lazy receive</div> })) },
    });
    const view = renderWithStore(
      <FeatureView featureId="receive" view="WalletReceive" data={undefined} load={async () => ({ manifest: lazyReceive, api: undefined })} />,
      inModal(makeShellTestStore()),
    );
    expect((await view.findByTestId('view-WalletReceive')).textContent).toBe('Lazy receive');
  });

  test('a feature without the requested view fails in the boundary, not the modal', async () => {
    // A remote whose build lost a view: `defineFeature` would refuse it at compile time.
    const empty: FeatureManifest<'receive'> = { id: 'receive', views: {} };
    const view = renderWithStore(<FeatureView featureId="receive" view="WalletReceive" data={undefined} load={async () => ({ manifest: empty, api: undefined })} />, inModal(makeShellTestStore()));
    expect(await view.findByTestId('feature-error')).toBeTruthy();
  });

  test("hands the view its remote's setup result as `api`", async () => {
    const setupResult = { greeting: 'Hello from setup' };
    const withApi = defineFeature({
      id: 'receive',
      views: {
        WalletReceive: ({ api }: FeatureViewProps<'WalletReceive', typeof setupResult>) => <div data-testid="view-WalletReceive">{api.greeting}</div>,
      },
      setup: () => setupResult,
    });
    const view = renderWithStore(
      <FeatureView featureId="receive" view="WalletReceive" data={undefined} load={async () => ({ manifest: withApi, api: setupResult })} />,
      inModal(makeShellTestStore()),
    );
    expect((await view.findByTestId('view-WalletReceive')).textContent).toBe('Hello from setup');
  });

  describe('in the modal', () => {
    afterEach(() => cleanupModal());

    test('a remote view that cannot load leaves Back working', async () => {
      const store = makeShellTestStore();
      addFakeWallet(store);
      store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FAKE_WALLET_ADDRESS}` }));
      const { ui } = renderModal(store);
      act(() => void store.dispatch(openModal()));
      act(() => void store.dispatch(viewPushed({ view: 'WalletReceive' })));
      expect(await ui.findByTestId('feature-error')).toBeTruthy();
      expect(ui.getByRole('dialog', { name: 'Receive' })).toBeTruthy();
      fireEvent.click(ui.getByTestId('header-back'));
      expect(selectCurrentView(store.getState())).toBe('Account');
      expect(ui.getByTestId('view-Account')).toBeTruthy();
    });
  });
});
