import { DeliveryLedger } from './DeliveryLedger.js';

test('each expected message delivered once: nothing lost or duplicated', () => {
  const ledger = new DeliveryLedger();
  ledger.expect('wallet', 'a');
  ledger.expect('wallet', 'b');
  ledger.receive('wallet', 'b');
  ledger.receive('wallet', 'a');
  expect(ledger.complete()).toBe(true);
  expect(ledger.counts()).toEqual({ expected: 2, delivered: 2, lost: 0, duplicated: 0, unexpected: 0 });
});

test('a missing delivery is lost, a repeated one duplicated', () => {
  const ledger = new DeliveryLedger();
  ledger.expect('wallet', 'a');
  ledger.expect('wallet', 'b');
  ledger.receive('wallet', 'a');
  ledger.receive('wallet', 'a');
  ledger.receive('wallet', 'a');
  expect(ledger.complete()).toBe(false);
  expect(ledger.counts()).toEqual({ expected: 2, delivered: 3, lost: 1, duplicated: 2, unexpected: 0 });
  expect(ledger.missing()).toEqual([['wallet', 'b']]);
  expect(ledger.repeated()).toEqual([['wallet', 'a', 3]]);
});

test('a delivery to the wrong receiver is unexpected and does not count for the right one', () => {
  const ledger = new DeliveryLedger();
  ledger.expect('wallet', 'a');
  ledger.receive('dapp', 'a');
  expect(ledger.counts()).toEqual({ expected: 1, delivered: 1, lost: 1, duplicated: 0, unexpected: 1 });
});

test('a delivery that arrives before its publish was confirmed still counts once expected', () => {
  const ledger = new DeliveryLedger();
  ledger.receive('wallet', 'a');
  ledger.expect('wallet', 'a');
  ledger.expect('wallet', 'a');
  expect(ledger.complete()).toBe(true);
  expect(ledger.counts()).toEqual({ expected: 1, delivered: 1, lost: 0, duplicated: 0, unexpected: 0 });
});
