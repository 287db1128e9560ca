import { htmlClassSetting } from './html-class-setting';

export type Theme = 'light' | 'dark';

const useThemeSetting = htmlClassSetting<Theme>('theme', 'dark', 'light');

/**
 * The browser's bar (and an installed app's title bar) in each theme's page colour, issue 51:
 * index.html's meta and its inline script give it before paint; a toggle changes it here.
 */
export const THEME_BAR: Record<Theme, string> = { light: '#fbfaf6', dark: '#10130d' };

/** The theme lives on <html> (set before paint by the inline script in index.html); light by default. */
export function useTheme(): [Theme, () => void] {
  const [theme, set] = useThemeSetting();
  return [
    theme,
    () => {
      const next = theme === 'dark' ? 'light' : 'dark';
      set(next);
      document
        .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
        ?.setAttribute('content', THEME_BAR[next]);
    },
  ];
}
