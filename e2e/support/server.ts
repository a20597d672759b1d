import { inject } from 'vitest';

/** What one worker's journeys run against (global-setup.ts starts one per worker). */
export interface E2eServer {
  baseUrl: string;
  /** Where the SMTP catcher writes every mail the server sends (one raw .eml file each). */
  mailDir: string;
  /** The fake Supabase Auth server (the server's SUPABASE_URL). */
  supabaseUrl: string;
}

/**
 * This worker's server. VITEST_POOL_ID runs from 1 to maxWorkers, and no two files running at
 * the same time share one, so a file is alone on its server however many workers run.
 */
export function thisServer(): E2eServer {
  const servers = inject('servers');
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
  if (!server) throw new Error('No e2e server was started (global-setup.ts)');
  return server;
}
