import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure logic (state, rules, address parsing); journeys are in e2e/.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
