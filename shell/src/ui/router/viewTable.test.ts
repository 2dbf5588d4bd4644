import { VIEW_TABLE, viewPushed, viewsOwnedBy, type ViewEntry, type ViewName } from '@foyer/kernel';
import { featureForView } from '../../remote/featureForView.js';
import { selectViewTitle } from './selectViewTitle.js';
import { LAZY_SHELL_VIEWS, SHELL_VIEWS } from './shellViews.js';
import { makeShellTestStore } from '../../test-utils/makeShellTestStore.js';

const TABLE: Readonly<Record<ViewName, ViewEntry>> = VIEW_TABLE;

test('contract: every built view the table gives the shell has a shell component, and no other view has one', () => {
  const shellViews = [...Object.keys(SHELL_VIEWS), ...Object.keys(LAZY_SHELL_VIEWS)].sort();
  expect(shellViews).toEqual([...viewsOwnedBy('shell')].sort());
});

test('contract: the shell loads a remote exactly for the built views the table gives a remote', () => {
  for (const view of Object.keys(TABLE) as ViewName[]) {
    const { owner, planned } = TABLE[view];
    expect([view, featureForView(view)]).toEqual([view, owner === 'shell' || planned ? undefined : owner]);
  }
  expect(featureForView('NoSuchView')).toBeUndefined();
});

test('behaviour: the header reads the human title of the table, not the view name', () => {
  const store = makeShellTestStore();
  const titles: Partial<Record<ViewName, string>> = {
    EmailVerifyOtp: 'Confirm Email',
    EmailVerifyDevice: 'Register Device',
    ProfileWallets: 'Connected Wallets',
    Networks: 'Select Network',
  };
  for (const [view, title] of Object.entries(titles)) {
    store.dispatch(viewPushed({ view: view as 'Networks' }));
    expect(selectViewTitle(store.getState())).toBe(title);
  }
});
