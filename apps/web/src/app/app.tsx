import { BrowserRouter } from 'react-router';
import type { Theme } from '@/features/theme/theme';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The app in the browser; src/prerender.tsx renders the same tree at a fixed location. */
export function App({ initialTheme }: { initialTheme?: Theme }) {
  return (
    <AppProviders initialTheme={initialTheme}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
