import { useState } from 'react';
import {
  readThemeChoice,
  saveThemeChoice,
  THEME_CHOICES,
  THEME_TEXT,
  type ThemeChoice,
} from './theme-logic';

function storedChoice(): ThemeChoice {
  try {
    return readThemeChoice(window.localStorage);
  } catch {
    return 'system';
  }
}

/** 'Theme': System, Light or Dark, remembered on the device. */
export function ThemeSetting() {
  const [choice, setChoice] = useState<ThemeChoice>(storedChoice);
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    saveThemeChoice(next);
  };
  return (
    <fieldset className="app-settings__item theme-setting">
      <legend className="app-settings__title theme-setting__legend">{THEME_TEXT.title}</legend>
      <div className="theme-setting__choices">
        {THEME_CHOICES.map((option) => (
          <label key={option} className="theme-setting__choice">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            {THEME_TEXT.choices[option]}
          </label>
        ))}
      </div>
      <p className="app-settings__note">{THEME_TEXT.note}</p>
    </fieldset>
  );
}
