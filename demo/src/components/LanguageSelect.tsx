import { getFoyer } from '@foyer/shell';
import { useState } from 'react';

/** The widget's shipped languages, each named in itself. */
const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['pt', 'Português'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['zh', '中文'],
  ['ru', 'Русский'],
  ['tr', 'Türkçe'],
  ['ar', 'العربية'],
] as const;

/** The language the page started in: `?locale=`, else the browser's (what the widget picks too). */
function initialLanguage(): string {
  const requested = (new URLSearchParams(window.location.search).get('locale') || navigator.language).toLowerCase();
  return LANGUAGES.find(([tag]) => requested === tag || requested.startsWith(`${tag}-`))?.[0] ?? 'en';
}

/** Switches the widget's language at run time (`foyer.setLocale`): the modal, its remotes and the button follow. */
export function LanguageSelect() {
  const [language, setLanguage] = useState(initialLanguage);
  return (
    <label className="language">
      <span className="visually-hidden">Widget language</span>
      <select
        data-testid="demo-locale"
        value={language}
        onChange={(event) => {
          setLanguage(event.target.value);
          void getFoyer()?.setLocale(event.target.value);
        }}
      >
        {LANGUAGES.map(([tag, name]) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
