/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyView } from './lazyView.js';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

test('a preloaded view renders at once, without suspending', async () => {
  const load = jest.fn(async () => Hello);
  const View = lazyView(load);
  await View.preload();
  await View.preload();
  expect(load).toHaveBeenCalledTimes(1);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <View name="Ada" />
    </Suspense>,
  );
  expect(screen.getByText('Hello Ada')).toBeTruthy();
  expect(screen.queryByText('Loading')).toBeNull();
});

test('without preload it suspends like React.lazy and then renders; a failed preload is retried', async () => {
  let fail = true;
  const load = jest.fn(async () => {
    if (fail) throw new Error('chunk failed');
    return Hello;
  });
  const View = lazyView(load);
  await expect(View.preload()).rejects.toThrow('chunk failed');
  fail = false;
  render(
    <Suspense fallback={<p>Loading</p>}>
      <View name="Grace" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  expect(await screen.findByText('Hello Grace')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => {});
});
