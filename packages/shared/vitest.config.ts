import { defineConfig } from 'vitest/config';

// Unit tests of the shared contracts and rules that both the server and the web app import.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
