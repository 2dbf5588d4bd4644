import { shortenEmail } from './shortenEmail.js';

describe('shortenEmail', () => {
  test('up to 30 characters unchanged', () => {
    const email = 'twenty.six.chars@domain.io';
    expect(shortenEmail(email)).toBe(email);
    const thirty = 'abcdefghijklmnopqrstu@test.com';
    expect(thirty).toHaveLength(30);
    expect(shortenEmail(thirty)).toBe(thirty);
  });

  test('longer ones keep the domain and fit in 30 characters', () => {
    const shortened = shortenEmail('a.very.long.local.part.indeed@example.com');
    expect(shortened).toBe('a.very.long.local…@example.com');
    expect(shortened).toHaveLength(30);
  });

  test('a very long domain is cut at the end', () => {
    const shortened = shortenEmail('me@an-extremely-long-subdomain.example.com');
    expect(shortened).toBe('me@an-extremely-long-subdomai…');
    expect(shortened).toHaveLength(30);
  });

  test('a custom maximum', () => {
    expect(shortenEmail('someone.else@example.com', 20)).toBe('someone…@example.com');
    expect(shortenEmail('someone@example.com', 15)).toBe('someone@exampl…');
  });
});
