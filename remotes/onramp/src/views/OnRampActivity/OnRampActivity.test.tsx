import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { onrampHandlers, purchaseOf } from '../../test-utils/onrampFixtures';
import { setupOnramp } from '../../test-utils/renderOnramp';
import { OnRampActivity } from './OnRampActivity';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('the purchases of the address, newest first, with amount, total, status and the short hash', async () => {
  const older = purchaseOf({ id: 'p-old', status: 'completed', txHash: `0x${'cd'.repeat(32)}`, createdAt: '2026-01-01T09:00:00.000Z' });
  const newer = purchaseOf({ id: 'p-new', status: 'pending', createdAt: '2026-01-02T09:00:00.000Z', paymentTotal: { amount: '50.00', currency: 'EUR' } });
  server.use(...onrampHandlers({ list: [older, newer] }).handlers);
  const { render } = await setupOnramp({ route: { view: 'OnRampActivity' } });
  const view = render(<OnRampActivity api={undefined} data={undefined} />);
  const rows = await screen.findAllByTestId('onramp-purchase');
  expect(rows.map((row) => [row.dataset.purchaseId, row.dataset.status])).toEqual([
    ['p-new', 'pending'],
    ['p-old', 'completed'],
  ]);
  expect(rows[0]?.textContent).toContain('0.033 ETH for €50.00');
  expect(rows[0]?.textContent).toContain('Waiting for payment');
  expect(rows[1]?.textContent).toContain('0xcdcdcdcd…cdcdcdcd');
  expect(screen.getByTestId('view-OnRampActivity').dataset.state).toBe('ready');
  expect(await axe(view.container)).toHaveNoViolations();
});

test('no purchases: an empty state; a failure: a retry', async () => {
  server.use(...onrampHandlers({ list: 'fail' }).handlers);
  const { render } = await setupOnramp({ route: { view: 'OnRampActivity' } });
  const view = render(<OnRampActivity api={undefined} data={undefined} />);
  const retry = await screen.findByTestId('onramp-activity-retry');
  expect(await axe(view.container)).toHaveNoViolations();
  server.use(...onrampHandlers({ list: [] }).handlers);
  await userEvent.setup().click(retry);
  expect((await screen.findByTestId('onramp-activity-empty')).textContent).toBe('No purchases yet.');
  expect(await axe(view.container)).toHaveNoViolations();
});
