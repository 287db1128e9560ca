import { Toaster } from 'sonner';
import { useTheme } from '@web/lib/theme';

export default function ThemedToaster() {
  const [theme] = useTheme();
  return <Toaster theme={theme} richColors closeButton position="bottom-right" />;
}
