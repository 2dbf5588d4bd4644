import { isValidEmail } from './isValidEmail';

test.each(['ada@example.com', 'first.last+tag@sub.example.org', 'a@b.co'])('accepts %s', (email) => {
  expect(isValidEmail(email)).toBe(true);
});

test.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada example@example.com', `${'a'.repeat(250)}@example.com`])(
  'refuses %p',
  (email) => {
    expect(isValidEmail(email)).toBe(false);
  },
);
