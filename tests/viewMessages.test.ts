/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

/**
 * Attributes and props whose value a user reads or hears: a literal there belongs in the
 * package's message module (`messages.ts`). Test ids, class names, icon names stay inline.
 */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'alt',
  'title',
  'label',
]);

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The literal text parts of an expression a view renders (both branches of `a ? b : c`, `a && b`, ...). */
function literalTexts(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].filter(hasLetter).length ? [expression.getText()] : [];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(expression.right);
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken) {
      return [...literalTexts(expression.left), ...literalTexts(expression.right)];
    }
  }
  return [];
}

/**
 * The user-visible literals in a `.tsx` source: JSX text with letters, literal text rendered
 * from `{...}`, literal aria-label / placeholder / alt / title / label values, and literal
 * `message`s (toasts) — each as `line: text`.
 */
export function inlineTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasLetter(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const text of literalTexts(node.expression)) report(node, text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(node, value.text);
      else if (ts.isJsxExpression(value) && value.expression) for (const text of literalTexts(value.expression)) report(node, text);
    } else if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'message') {
      for (const text of literalTexts(node.initializer)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Every shipped `.tsx` under `dir`, and the `.ts` helpers of view, slot and component folders
 * (hooks that raise toasts); tests, test helpers, node_modules and build output skipped.
 */
function viewFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test-utils', 'test'].includes(entry.name) ? [] : viewFiles(full);
    if (/\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    if (entry.name.endsWith('.tsx')) return [full];
    const inViewFolder = /[\\/](views|slots|components)[\\/]/.test(path.relative(ROOT, full));
    return entry.name.endsWith('.ts') && inViewFolder ? [full] : [];
  });
}

const uiRoots = [
  path.join(ROOT, 'shell/src/ui'),
  ...readdirSync(path.join(ROOT, 'remotes')).map((remote) => path.join(ROOT, 'remotes', remote, 'src')),
];

test('messages: no view, slot or component shows an inline string (they come from its package messages module)', () => {
  const files = uiRoots.flatMap(viewFiles);
  expect(files.length).toBeGreaterThan(40);
  const inline = files.flatMap((file) =>
    inlineTexts(file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
  );
  expect(inline).toEqual([]);
});

describe('inlineTexts', () => {
  it.each([
    ['<p>Not available yet</p>', 'Not available yet'],
    ['<p>{failed ? "Try again" : messages.connect}</p>', 'Try again'],
    ['<p>{`Open ${name} to connect.`}</p>', '`Open ${name} to connect.`'],
    ['<button aria-label="Close" />', 'Close'],
    ['<input placeholder={"Email"} />', 'Email'],
    ['<img alt="QR code" />', 'QR code'],
    ['<Spinner label="Loading" />', 'Loading'],
    ['dispatch(toastShown({ variant: "error", message: "Copy failed" }))', 'Copy failed'],
  ])('finds the literal in %s', (source, text) => {
    expect(inlineTexts('View.tsx', `const view = ${source};`)).toEqual([`1: ${text}`]);
  });

  it('allows message references, test ids, class names, decorative alt and punctuation', () => {
    const source = [
      'const view = (',
      '  <div className="foyer-view" data-testid="view-Connect" aria-busy="true">',
      '    <img alt="" src={src} />',
      '    <Icon name="close" />',
      '    <p aria-label={messages.close}>{messages.connectingTo(name)} · {count}</p>',
      '    {status === "connecting" ? <Spinner /> : null}',
      '  </div>',
      ');',
    ].join('\n');
    expect(inlineTexts('View.tsx', source)).toEqual([]);
  });
});
