import { useEffect } from 'react';
import { THEME_KEY, themeSchema, type Theme } from './defaults';
import { useStored } from './use-stored';

/** Applies the chosen theme to the page; "system" follows prefers-color-scheme. */
export function useTheme(): Theme {
  const theme = useStored<Theme>(
    (key) => key === THEME_KEY,
    (items) => themeSchema.parse(items[THEME_KEY]),
    'system',
  );
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
