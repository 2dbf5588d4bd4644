import { getFoyer } from '@foyer/shell';
import { useState } from 'react';

type ThemeMode = 'light' | 'dark';

/** Switches the page and the widget between light and dark at run time (`foyer.setThemeMode`). */
export function ThemeToggle() {
  const [mode, setMode] = useState<ThemeMode>(() => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      data-testid="demo-theme"
      data-theme-mode={mode}
      aria-pressed={mode === 'dark'}
      onClick={() => {
        setMode(next);
        document.documentElement.dataset.theme = next;
        getFoyer()?.setThemeMode(next);
      }}
    >
      Dark theme
    </button>
  );
}
