import { defineConfig } from 'vitest/config';

// Unit tests of the shared contracts and rules that both the server and the web app import.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Collected only with --coverage (npm run check); every source file counts, tested or not.
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      // A point or less below the figures when the floor was set (96.62 / 92.74 / 92.39 / 97.38 %):
      // coverage may rise, never fall.
      thresholds: { statements: 96, branches: 92, functions: 92, lines: 97 },
    },
  },
});
