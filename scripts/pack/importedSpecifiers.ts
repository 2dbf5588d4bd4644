/**
 * The packages and modules a declaration file needs: `import ... from 'x'`, `export ... from 'x'`, `import("x")` and
 * `/// <reference types="x" />`; sorted, each once. Block comments are left out: the inlined libraries' docs show
 * imports in their examples.
 * @example
 * importedSpecifiers("import type { ReactNode } from 'react';") // ['react']
 */
export function importedSpecifiers(declarations: string): string[] {
  const found = new Set<string>();
  for (const match of declarations.matchAll(/^\s*\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"]+)['"]/gm)) found.add(match[1] ?? '');
  const code = declarations.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of code.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm)) found.add(match[1] ?? '');
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(match[1] ?? '');
  return [...found].sort();
}
