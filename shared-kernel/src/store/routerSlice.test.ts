import { historyPopped, routerReset, routerSlice, selectCanGoBack, selectCurrentRoute, viewPushed, viewReplaced } from './routerSlice.js';

const reduce = (...actions: Parameters<typeof routerSlice.reducer>[1][]) =>
  ({ router: actions.reduce(routerSlice.reducer, routerSlice.getInitialState()) });

test('starts on Connect, with nothing to go back to', () => {
  const state = reduce();
  expect(selectCurrentRoute(state)).toEqual({ view: 'Connect' });
  expect(selectCanGoBack(state)).toBe(false);
});

test('push, replace and pop move the history', () => {
  const state = reduce(
    viewPushed({ view: 'AllWallets' }),
    viewPushed({ view: 'ConnectingExternal', data: { connectorId: 'a.b' } }),
    viewReplaced({ view: 'ConnectingExternal', data: { connectorId: 'c.d' } }),
  );
  expect(state.router.history).toEqual([
    { view: 'Connect' },
    { view: 'AllWallets' },
    { view: 'ConnectingExternal', data: { connectorId: 'c.d' } },
  ]);
  expect(selectCurrentRoute(reduce(viewPushed({ view: 'AllWallets' }), historyPopped()))).toEqual({ view: 'Connect' });
});

test('the first view is never popped', () => {
  expect(reduce(historyPopped(), historyPopped()).router.history).toEqual([{ view: 'Connect' }]);
});

test('reset starts over at a view, Connect by default', () => {
  expect(reduce(viewPushed({ view: 'AllWallets' }), routerReset({ view: 'Account' })).router.history).toEqual([{ view: 'Account' }]);
  expect(reduce(viewPushed({ view: 'AllWallets' }), routerReset()).router.history).toEqual([{ view: 'Connect' }]);
});
