import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { systemSettingsKeys } from '../api/system-settings-keys';

/**
 * 'Refresh Settings': reloads the settings shown here, and through `onRefresh` whatever else the
 * page names (the public feature flags), then says so.
 */
export function RefreshSettingsButton({ onRefresh }: { onRefresh?: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const [isRefreshing, setIsRefreshing] = useState(false);

  async function handleClick() {
    if (isRefreshing) return;
    setIsRefreshing(true);
    try {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: systemSettingsKeys.settings() }),
        onRefresh?.(),
      ]);
      toast.success('Feature flags refreshed');
    } finally {
      setIsRefreshing(false);
    }
  }

  return (
    <Button variant="outline" onClick={handleClick} disabled={isRefreshing}>
      <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden="true" />
      {isRefreshing ? 'Refreshing...' : 'Refresh Settings'}
    </Button>
  );
}
