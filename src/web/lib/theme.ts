import { htmlClassSetting } from './html-class-setting';

export type Theme = 'light' | 'dark';

const useThemeSetting = htmlClassSetting<Theme>('theme', 'dark', 'light');

/** The theme lives on <html> (set before paint by the inline script in index.html); light by default. */
export function useTheme(): [Theme, () => void] {
  const [theme, set] = useThemeSetting();
  return [theme, () => set(theme === 'dark' ? 'light' : 'dark')];
}
