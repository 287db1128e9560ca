// The modules vite.config.ts's spriteIcons plugin makes, one lucide icon each (icons.ts).
declare module 'sprite-icon:*' {
  import type { IconComponent } from '@web/components/sprite-icon';
  const icon: IconComponent;
  export default icon;
}
