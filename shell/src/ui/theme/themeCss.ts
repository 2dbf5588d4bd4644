import {
  MODAL_HEIGHT_TRANSITION_MS,
  MODAL_SHAKE_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  VIEW_TRANSITION_MS,
  type ThemeMode,
  type ThemeVariables,
} from '@foyer/kernel';
import { themeTokens } from './themeTokens.js';

const VARIABLE_NAME = /^--foyer-[a-z0-9-]+$/;
/** Characters that could end the declaration or the rule: never allowed in a host-given value. */
const UNSAFE_VALUE = /[;{}<>\\]/;

/**
 * The `:host` rule holding every `--foyer-*` variable of `mode`, with the host's `themeVariables`
 * applied on top (invalid names or values are ignored, so a variable can never break out of its
 * declaration). `--foyer-color-mix` tints the background by `--foyer-color-mix-strength` percent.
 * @example
 * themeCss('dark', { '--foyer-accent': '#ff007a' })
 */
export function themeCss(mode: ThemeMode, variables: ThemeVariables = {}): string {
  const values: Record<string, string> = {
    ...themeTokens(mode),
    '--foyer-z-index': String(MODAL_Z_INDEX),
  };
  for (const [name, value] of Object.entries(variables) as [string, unknown][]) {
    if (!VARIABLE_NAME.test(name)) continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    if (!text || UNSAFE_VALUE.test(text)) continue;
    values[name] = text;
  }
  const mix = values['--foyer-color-mix'];
  if (mix) {
    const strength = Number(values['--foyer-color-mix-strength'] ?? 0);
    const percent = Number.isFinite(strength) ? Math.min(Math.max(strength, 0), 100) : 0;
    for (const token of ['--foyer-background', '--foyer-surface', '--foyer-surface-hover'] as const) {
      values[token] = `color-mix(in srgb, ${mix} ${percent}%, ${values[token]})`;
    }
  }
  const declarations = Object.entries(values).map(([name, value]) => `  ${name}: ${value};`);
  return [
    ':host {',
    ...declarations,
    `  --foyer-modal-width: ${MODAL_WIDTH_PX}px;`,
    '  --foyer-radius-xs: calc(var(--foyer-border-radius-master) * 1.5);',
    '  --foyer-radius-s: calc(var(--foyer-border-radius-master) * 2);',
    '  --foyer-radius-m: calc(var(--foyer-border-radius-master) * 3);',
    '  --foyer-radius-l: calc(var(--foyer-border-radius-master) * 4);',
    '  --foyer-radius-modal: calc(var(--foyer-border-radius-master) * 6);',
    '  --foyer-font-size-xs: calc(var(--foyer-font-size-master) * 1.1);',
    '  --foyer-font-size-s: calc(var(--foyer-font-size-master) * 1.3);',
    '  --foyer-font-size-m: calc(var(--foyer-font-size-master) * 1.5);',
    '  --foyer-font-size-l: calc(var(--foyer-font-size-master) * 1.6);',
    '  --foyer-font-size-xl: calc(var(--foyer-font-size-master) * 2.2);',
    `  --foyer-duration-view: ${VIEW_TRANSITION_MS}ms;`,
    `  --foyer-duration-height: ${MODAL_HEIGHT_TRANSITION_MS}ms;`,
    `  --foyer-duration-shake: ${MODAL_SHAKE_MS}ms;`,
    `  color-scheme: ${mode};`,
    '}',
  ].join('\n');
}
