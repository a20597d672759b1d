import { useEffect } from 'react';
import * as sonner from 'sonner';
import { useTheme } from '@/features/theme/theme-provider';
import { flushPendingToasts } from '@/lib/toast';

export default function ThemedToaster() {
  const { theme } = useTheme();
  // Runs after the toaster's own effects, which subscribe it to sonner's state: nothing is lost.
  useEffect(() => flushPendingToasts(sonner), []);
  return <sonner.Toaster theme={theme} richColors closeButton position="bottom-right" />;
}
