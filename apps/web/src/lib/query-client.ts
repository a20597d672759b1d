import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) => !isRefusal(error) && failureCount < 1,
      refetchOnWindowFocus: false,
    },
  },
});
