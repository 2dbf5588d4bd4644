import type { ThemeMode } from '@foyer/kernel';

/**
 * The modal's design tokens (the idea of RainbowKit's baseTheme): every colour, radius, size and
 * timing the UI reads, each written once as a `--foyer-*` custom property on the shadow host.
 * Master tokens (`font-size-master`, `border-radius-master`) scale the derived sizes, so a host
 * overriding one of them through `themeVariables` rescales the whole modal.
 */
export type ThemeTokens = {
  '--foyer-font-family': string;
  '--foyer-font-size-master': string;
  '--foyer-border-radius-master': string;
  '--foyer-z-index': string;
  '--foyer-accent': string;
  '--foyer-accent-foreground': string;
  '--foyer-background': string;
  '--foyer-foreground': string;
  '--foyer-foreground-muted': string;
  '--foyer-surface': string;
  '--foyer-surface-hover': string;
  '--foyer-border': string;
  '--foyer-overlay': string;
  '--foyer-success': string;
  '--foyer-error': string;
  '--foyer-warning': string;
  '--foyer-info': string;
  '--foyer-shadow': string;
  '--foyer-focus-ring': string;
  '--foyer-qr-color': string;
};

const shared = {
  '--foyer-font-family':
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  '--foyer-font-size-master': '10px',
  '--foyer-border-radius-master': '4px',
  '--foyer-accent-foreground': '#ffffff',
} as const;

/**
 * Light theme token values. Text colours meet WCAG 2.2 AA (4.5:1) on the background, the surface and the
 * 14 % tints tags use (e.g. success 5.0:1 on its tint, accent 5.4:1); e2e/tests/a11y.spec.ts checks them with axe.
 */
export const lightTheme: ThemeTokens = {
  ...shared,
  '--foyer-z-index': '999',
  '--foyer-accent': '#1d4ed8',
  '--foyer-background': '#ffffff',
  '--foyer-foreground': '#111827',
  '--foyer-foreground-muted': '#4b5563',
  '--foyer-surface': '#f3f4f6',
  '--foyer-surface-hover': '#e8eaee',
  '--foyer-border': 'rgba(17, 24, 39, 0.08)',
  '--foyer-overlay': 'rgba(17, 24, 39, 0.32)',
  '--foyer-success': '#137036',
  '--foyer-error': '#b91c1c',
  '--foyer-warning': '#b45309',
  '--foyer-info': '#2563eb',
  '--foyer-shadow': '0 24px 64px rgba(17, 24, 39, 0.18), 0 2px 8px rgba(17, 24, 39, 0.06)',
  '--foyer-focus-ring': 'rgba(29, 78, 216, 0.45)',
  '--foyer-qr-color': '#111827',
};

/** Dark theme token values. */
export const darkTheme: ThemeTokens = {
  ...shared,
  '--foyer-z-index': '999',
  '--foyer-accent': '#60a5fa',
  // Dark text on the light accent (7.4:1); white on it would be 2.5:1.
  '--foyer-accent-foreground': '#0b1220',
  '--foyer-background': '#17181c',
  '--foyer-foreground': '#f3f4f6',
  '--foyer-foreground-muted': '#9ca3af',
  '--foyer-surface': '#222329',
  '--foyer-surface-hover': '#2c2e35',
  '--foyer-border': 'rgba(255, 255, 255, 0.08)',
  '--foyer-overlay': 'rgba(0, 0, 0, 0.6)',
  '--foyer-success': '#22c55e',
  '--foyer-error': '#f87171',
  '--foyer-warning': '#fbbf24',
  '--foyer-info': '#60a5fa',
  '--foyer-shadow': '0 24px 64px rgba(0, 0, 0, 0.55), 0 2px 8px rgba(0, 0, 0, 0.3)',
  '--foyer-focus-ring': 'rgba(96, 165, 250, 0.6)',
  '--foyer-qr-color': '#111827',
};

/** The token set of a theme mode. */
export function themeTokens(mode: ThemeMode): ThemeTokens {
  return mode === 'dark' ? darkTheme : lightTheme;
}
