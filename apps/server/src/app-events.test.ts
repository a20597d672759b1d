// Decision 031: the modules that tell events never import who listens to them. Tickets and
// sessions reach notifications, live and messaging only through the bus wired in app-services.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, 'modules');
const LISTENING_MODULE = /(^|\/)\.\.\/(notifications|live|messaging|audit)\//;

/** The paths a source file imports (types too) that lead into a listening module. */
const listenerImportsOf = (source: string): string[] =>
  [...source.matchAll(/(?:from|import\()\s*'([^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => LISTENING_MODULE.test(path));

/** Each such import of a module's source files (tests aside), as `file → path`. */
function listenerImports(module: string): string[] {
  const files = readdirSync(join(MODULES, module), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  expect(files.length).toBeGreaterThan(0);
  return files.flatMap((file) =>
    listenerImportsOf(readFileSync(join(MODULES, module, file), 'utf8')).map((path) => `${file} → ${path}`),
  );
}

describe('the modules that tell events', () => {
  it.each([
    'tickets',
    'sessions',
    'users',
    'settings',
    'taxonomy',
    'sr-identifiers',
    'domain-restrictions',
    'second-factor',
    'auth',
    'payments',
  ])('%s imports nothing from notifications, live, messaging or audit', (module) => {
    expect(listenerImports(module)).toEqual([]);
  });

  it('an import of a listening module is found, a type-only one and one a folder deeper too', () => {
    const source = [
      "import type { MailPerson } from '../notifications/notification-mail';",
      "import { x } from '../../live/ticket-events';",
      "const lazy = await import('../messaging/messaging.service');",
      "import { y } from './notifications-like';",
      "import { z } from '../tickets/ticket.events';",
    ].join('\n');
    expect(listenerImportsOf(source)).toEqual([
      '../notifications/notification-mail',
      '../../live/ticket-events',
      '../messaging/messaging.service',
    ]);
  });
});
