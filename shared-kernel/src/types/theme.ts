export type ThemeMode = 'light' | 'dark';

/** Overridable theme tokens, mapped to `--foyer-*` CSS variables. */
export type ThemeVariables = {
  '--foyer-font-family'?: string;
  '--foyer-accent'?: string;
  '--foyer-color-mix'?: string;
  '--foyer-color-mix-strength'?: number;
  '--foyer-font-size-master'?: string;
  '--foyer-border-radius-master'?: string;
  '--foyer-z-index'?: number;
  '--foyer-qr-color'?: string;
};

/** Theme sync payload for the embedded wallet frame. */
export type ThemeSync = {
  themeMode: ThemeMode;
  themeVariables?: ThemeVariables;
  w3mThemeVariables?: Record<string, string>;
};
