import { viewsOwnedBy } from '@foyer/kernel';
import feature from './feature';

test('contract: the manifest has exactly the views the kernel view table gives this remote', () => {
  expect(Object.keys(feature.views).sort()).toEqual([...viewsOwnedBy(feature.id)].sort());
});
