/** The name `splitModules` gives the rspack runtime around the modules. */
export const RUNTIME_MODULE = '(rspack runtime)';

const MODULE_START = /^"(\.\/[^"]+)"\(([^)]*)\) \{$/gm;
const MODULES_END = '\n});\n// The module cache';

/**
 * The modules of an unminified rspack chunk built with named module ids (each a
 * `"./path"(…) {…}` entry of `__webpack_modules__`), each as a standalone function expression
 * that minifies on its own, plus the runtime around them as one more entry.
 * @example
 * splitModules(chunk).map((module) => module.name) // ['./node_modules/react/index.js', …, '(rspack runtime)']
 */
export function splitModules(chunk: string): { name: string; code: string }[] {
  const end = chunk.indexOf(MODULES_END);
  const starts = [...chunk.matchAll(MODULE_START)].filter((match) => end < 0 || match.index < end);
  const first = starts[0];
  if (!first || end < 0) return [{ name: RUNTIME_MODULE, code: chunk }];
  const modules = starts.map((match, index) => {
    const bodyStart = match.index + match[0].length;
    const bodyEnd = starts[index + 1]?.index ?? end;
    const body = chunk.slice(bodyStart, bodyEnd).trimEnd().replace(/,$/, '');
    return { name: match[1] ?? '?', code: `__module(function (${match[2] ?? ''}) {${body});` };
  });
  return [...modules, { name: RUNTIME_MODULE, code: chunk.slice(0, first.index) + chunk.slice(end) }];
}
