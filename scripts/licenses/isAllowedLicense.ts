/**
 * Open-source licences a dependency may use (SPDX ids). CC-BY-4.0 is accepted for data
 * packages (e.g. caniuse-lite's browser tables).
 */
export const ALLOWED_LICENSES: ReadonlySet<string> = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

type Token = '(' | ')' | 'OR' | 'AND' | 'WITH' | { id: string };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  for (const word of expression.replace(/([()])/g, ' $1 ').split(/\s+/)) {
    if (word === '') continue;
    const upper = word.toUpperCase();
    if (word === '(' || word === ')') tokens.push(word);
    else if (upper === 'OR' || upper === 'AND' || upper === 'WITH') tokens.push(upper);
    else tokens.push({ id: word });
  }
  return tokens;
}

/**
 * Whether an SPDX licence expression allows use under an allowed licence: `OR` needs one
 * allowed choice, `AND` needs all, `X WITH exception` follows `X`. Anything unparsable
 * (`SEE LICENSE IN ...`, `UNLICENSED`, empty) is not allowed.
 *
 * @example isAllowedLicense('(MIT OR GPL-3.0)') // true
 */
export function isAllowedLicense(expression: string, allowed: ReadonlySet<string> = ALLOWED_LICENSES): boolean {
  const tokens = tokenize(expression);
  let position = 0;

  const parseTerm = (): boolean | undefined => {
    const token = tokens[position++];
    if (token === '(') {
      const value = parseOr();
      return tokens[position++] === ')' ? value : undefined;
    }
    if (token === undefined || typeof token === 'string') return undefined;
    if (tokens[position] === 'WITH') {
      const exception = tokens[position + 1];
      if (exception === undefined || typeof exception === 'string') return undefined;
      position += 2;
    }
    return allowed.has(token.id.replace(/\+$/, ''));
  };
  const parseAnd = (): boolean | undefined => {
    let value = parseTerm();
    while (value !== undefined && tokens[position] === 'AND') {
      position++;
      const right = parseTerm();
      value = right === undefined ? undefined : value && right;
    }
    return value;
  };
  const parseOr = (): boolean | undefined => {
    let value = parseAnd();
    while (value !== undefined && tokens[position] === 'OR') {
      position++;
      const right = parseAnd();
      value = right === undefined ? undefined : value || right;
    }
    return value;
  };

  const value = parseOr();
  return value === true && position === tokens.length;
}
