import type { AnyFeatureManifest, FeatureSlotProps } from '@foyer/kernel';
import { act } from '@testing-library/react';
import type { LoadedFeature } from '../../../remote/createFeatureLoader.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { FeatureSlot } from './FeatureSlot.js';
import { ModalShownContext } from '../../modal/ModalShownContext.js';

const setupResult = { label: 'Sign in with email' };
const email: AnyFeatureManifest = {
  id: 'email',
  views: {},
  slots: { ConnectEmail: ({ api }: FeatureSlotProps<typeof setupResult>) => <p data-testid="slot">{api.label}</p> },
  setup: () => setupResult,
};

test("a skeleton while the remote loads, then the slot with its remote's setup result as `api`", async () => {
  let resolve: (loaded: LoadedFeature) => void = () => {};
  const pending = new Promise<LoadedFeature>((res) => (resolve = res));
  const view = renderWithStore(<FeatureSlot remote="email" slot="ConnectEmail" load={() => pending} />, inModal(makeShellTestStore()));
  expect(view.container.querySelector('[aria-busy="true"]')).toBeTruthy();
  await act(async () => resolve({ manifest: email, api: setupResult }));
  expect(view.getByTestId('slot').textContent).toBe('Sign in with email');
});

test('a remote that cannot load renders nothing and logs a warning', async () => {
  const store = makeShellTestStore();
  const warn = jest.spyOn(store.extra.logger, 'warn');
  const view = renderWithStore(
    <FeatureSlot remote="email" slot="ConnectEmail" load={() => Promise.reject(new Error('remote entry 404'))} />,
    { store },
  );
  await act(async () => undefined);
  expect(view.container.innerHTML).toBe('');
  expect(warn).toHaveBeenCalledWith('Could not load ConnectEmail from the email remote.', expect.any(Error));
});

test('while the modal stands by unseen, the slot loads nothing; once shown it loads its remote', async () => {
  const load = jest.fn(async (): Promise<LoadedFeature> => ({ manifest: email, api: setupResult }));
  const store = makeShellTestStore();
  const view = renderWithStore(
    <ModalShownContext.Provider value={false}>
      <FeatureSlot remote="email" slot="ConnectEmail" load={load} />
    </ModalShownContext.Provider>,
    { store },
  );
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  expect(view.container.querySelector('[aria-busy="true"]')).toBeTruthy();
  view.rerender(
    <ModalShownContext.Provider value={true}>
      <FeatureSlot remote="email" slot="ConnectEmail" load={load} />
    </ModalShownContext.Provider>,
  );
  expect((await view.findByTestId('slot')).textContent).toBe('Sign in with email');
  expect(load).toHaveBeenCalledTimes(1);
});
