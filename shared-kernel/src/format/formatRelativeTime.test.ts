import { InvalidDateError } from '../errors/format.js';
import { formatRelativeTime } from './formatRelativeTime.js';

const now = Date.parse('2024-06-15T12:00:00Z');
const ago = (ms: number) => now - ms;
const SEC = 1000;
const MIN = 60 * SEC;
const HR = 60 * MIN;
const DAY = 24 * HR;

describe('formatRelativeTime', () => {
  test.each([
    [ago(500), 'just now'],
    [ago(1 * SEC), '1 sec ago'],
    [ago(59 * SEC), '59 sec ago'],
    [ago(60 * SEC), '1 min ago'],
    [ago(59 * MIN + 59 * SEC), '59 min ago'],
    [ago(2 * HR), '2 hr ago'],
    [ago(23 * HR), '23 hr ago'],
    [ago(DAY), '1 d ago'],
    [ago(29 * DAY), '29 d ago'],
    [ago(30 * DAY), '1 mo ago'],
    [ago(364 * DAY), '12 mo ago'],
    [ago(365 * DAY), '1 yr ago'],
    [ago(3 * 365 * DAY), '3 yr ago'],
    [now + 5 * MIN, 'in 5 min'],
  ])('%p', (date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  test('accepts Date objects and ISO strings', () => {
    expect(formatRelativeTime(new Date(ago(3 * MIN)), new Date(now))).toBe('3 min ago');
    expect(formatRelativeTime('2024-06-15T11:55:00Z', now)).toBe('5 min ago');
  });

  test('defaults to the current time', () => {
    jest.useFakeTimers({ now });
    try {
      expect(formatRelativeTime(ago(10 * SEC))).toBe('10 sec ago');
    } finally {
      jest.useRealTimers();
    }
  });

  test('invalid dates throw InvalidDateError', () => {
    expect(() => formatRelativeTime('not a date', now)).toThrow(InvalidDateError);
    expect(() => formatRelativeTime(new Date(Number.NaN), now)).toThrow(InvalidDateError);
  });
});

describe('given a locale', () => {
  const start = Date.parse('2024-01-01T00:00:00Z');
  test('the same unit and count in that language (Intl.RelativeTimeFormat)', () => {
    const fiveMinutes = Date.parse('2024-01-01T00:05:30Z');
    expect(formatRelativeTime(start, fiveMinutes, 'fr')).toBe(new Intl.RelativeTimeFormat('fr', { style: 'short' }).format(-5, 'minute'));
    expect(formatRelativeTime(start, fiveMinutes, 'fr')).toMatch(/^il y a 5\smin\.?$/u);
    expect(formatRelativeTime(fiveMinutes, start, 'de')).toMatch(/^in 5\sMin\.$/u);
    expect(formatRelativeTime(start, Date.parse('2024-01-04T00:00:00Z'), 'ru')).toBe(new Intl.RelativeTimeFormat('ru', { style: 'short' }).format(-3, 'day'));
  });
});
