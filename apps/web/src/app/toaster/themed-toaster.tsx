import { useEffect } from 'react';
import * as sonner from 'sonner';
import { useTheme } from '@/features/theme/theme-provider';
import { flushPendingToasts } from '@/lib/toast';

/**
 * Toasts come in at the top, under the top bar: what a person does next is mostly at the bottom
 * right (Send, Next, a form's or a section's button), where a toast would cover it for seconds.
 */
const BELOW_TOP_BAR = { top: 72 };

export default function ThemedToaster() {
  const { theme } = useTheme();
  // Runs after the toaster's own effects, which subscribe it to sonner's state: nothing is lost.
  useEffect(() => flushPendingToasts(sonner), []);
  return (
    <sonner.Toaster
      theme={theme}
      richColors
      closeButton
      position="top-center"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
    />
  );
}
