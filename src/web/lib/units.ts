import type { UnitSystem } from '@shared/specs';
import { htmlClassSetting } from './html-class-setting';

/**
 * Issue 48: metric or imperial, the reader's choice, remembered like the theme: the class
 * `imperial` on <html> (set before paint by index.html's inline script). Metric by default.
 * A value shown in both renders both; styles.css shows the one the class picks.
 */
export const useUnitSystem = htmlClassSetting<UnitSystem>('units', 'imperial', 'metric');
