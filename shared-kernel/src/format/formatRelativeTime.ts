import { InvalidDateError } from '../errors/format.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * Time between `date` and `now` in short units (sec, min, hr, d, mo, yr), rounded down:
 * '5 min ago', 'in 2 hr', 'just now' under a second. Given a `locale`, the same unit and count in that
 * language (`Intl.RelativeTimeFormat`, short style).
 * @example
 * formatRelativeTime('2024-01-01T00:00:00Z', Date.parse('2024-01-01T00:05:30Z')) // '5 min ago'
 * formatRelativeTime('2024-01-01T00:00:00Z', Date.parse('2024-01-01T00:05:30Z'), 'fr') // 'il y a 5 min'
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now(), locale?: string): string {
  const then = date instanceof Date ? date.getTime() : typeof date === 'string' ? Date.parse(date) : date;
  const reference = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(then) || !Number.isFinite(reference)) throw new InvalidDateError({ value: Number.isFinite(then) ? now : date });

  const elapsed = reference - then;
  const distance = Math.abs(elapsed);
  if (locale !== undefined) {
    const [value, unit] = measure(distance);
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    return format.format(elapsed >= 0 ? -value : value, unit);
  }
  if (distance < SECOND) return 'just now';
  const text = describe(distance);
  return elapsed >= 0 ? `${text} ago` : `in ${text}`;
}

function describe(distance: number): string {
  if (distance < MINUTE) return `${Math.floor(distance / SECOND)} sec`;
  if (distance < HOUR) return `${Math.floor(distance / MINUTE)} min`;
  if (distance < DAY) return `${Math.floor(distance / HOUR)} hr`;
  if (distance < MONTH) return `${Math.floor(distance / DAY)} d`;
  if (distance < YEAR) return `${Math.floor(distance / MONTH)} mo`;
  return `${Math.floor(distance / YEAR)} yr`;
}

function measure(distance: number): [number, Intl.RelativeTimeFormatUnit] {
  if (distance < MINUTE) return [Math.floor(distance / SECOND), 'second'];
  if (distance < HOUR) return [Math.floor(distance / MINUTE), 'minute'];
  if (distance < DAY) return [Math.floor(distance / HOUR), 'hour'];
  if (distance < MONTH) return [Math.floor(distance / DAY), 'day'];
  if (distance < YEAR) return [Math.floor(distance / MONTH), 'month'];
  return [Math.floor(distance / YEAR), 'year'];
}
