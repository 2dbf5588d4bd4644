import { ALERTS } from '../errors/alerts.js';
import { alertDismissed, alertRaised, alertSlice, selectAlert } from './alertSlice.js';

const reduce = (...actions: Parameters<typeof alertSlice.reducer>[1][]) =>
  ({ alert: actions.reduce(alertSlice.reducer, alertSlice.getInitialState()) });

test('an alert is shown once per page, even after being dismissed', () => {
  const state = reduce(alertRaised('RATE_LIMITED'), alertDismissed(), alertRaised('RATE_LIMITED'));
  expect(selectAlert(state)).toBeNull();
  expect(state.alert.shownCodes).toEqual(['RATE_LIMITED']);
});

test('a second, different alert replaces the first', () => {
  expect(selectAlert(reduce(alertRaised('RATE_LIMITED'), alertRaised('INVALID_PROJECT_ID')))).toEqual(ALERTS.INVALID_PROJECT_ID);
});

test('Server Error carries the message', () => {
  const alert = selectAlert(reduce(alertRaised({ code: 'SERVER_ERROR', message: 'HTTP status code: 503' })));
  expect(alert).toMatchObject({ code: 'SERVER_ERROR', shortMessage: 'Server Error' });
  expect(alert?.longMessage).toContain('HTTP status code: 503');
});
