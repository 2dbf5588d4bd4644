import { stringifyJson } from './stringifyJson.js';

describe('stringifyJson', () => {
  it('writes bigints as exact JSON numbers', () => {
    expect(stringifyJson({ lamports: 18_446_744_073_709_551_615n, list: [-1n, 2] })).toBe(
      '{"lamports":18446744073709551615,"list":[-1,2]}',
    );
  });

  it('leaves strings that look like numbers alone', () => {
    expect(stringifyJson({ text: '123', nul: '\u0000' })).toBe('{"text":"123","nul":"\\u0000"}');
  });
});
