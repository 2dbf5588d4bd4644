import feature from './feature';
import { AccountActivity } from './slots/AccountActivity/AccountActivity';

test('the activity remote owns no views and offers the Account view its Activity panel', () => {
  expect(feature.id).toBe('activity');
  expect(feature.views).toEqual({});
  expect(feature.slots?.AccountActivity).toBe(AccountActivity);
});
