// What the SR identifier route tests (reads, writes) share: the admin's suite, the list and one
// identifier as a caller reads them, rows seeded straight into the database, and the API's words.
import { type SrIdentifier, srIdentifierListSchema, srIdentifierSchema } from '@basisdesk/shared';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import type { Caller } from '../../../test/send-request';
import { createSrIdentifiersRepository } from './sr-identifiers.repository';

export const REQUIRED = 'Identifier and Task are required';
export const NOT_FOUND = 'SR identifier not found';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const URL = '/api/ServiceRequestIdentifiers';

export const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
export const identifiersOf = (rows: SrIdentifier[]) => rows.map((row) => row.identifier);

export const expectConflict = (response: Parameters<typeof expectError>[0], identifier: string) =>
  expectError(response, 409, `SR identifier ${identifier} already exists`, { path: 'identifier' });

/** The file's route suite (admin Asha Rao) and the reads and writes the tests arrange with. */
export function useSrIdentifierSuite() {
  const suite = useRouteSuite({ admin: { firstName: 'Asha', lastName: 'Rao' } });

  /** The list as the caller sees it, expecting the 200. */
  const listed = async (search: string, caller: Caller = suite.admin) =>
    expectBody(await suite.send('GET', `${URL}?${query({ search })}`, caller), 200, srIdentifierListSchema);
  /** One identifier as the caller reads it, expecting the 200. */
  const read = async (id: string, caller: Caller = suite.admin) =>
    expectBody(await suite.send('GET', `${URL}/${id}`, caller), 200, srIdentifierSchema);

  /** Rows straight in the database, for lists larger than the tests care to post one by one. */
  async function seed(identifier: string, task: string, isActive = true): Promise<SrIdentifier> {
    const row = await createSrIdentifiersRepository(suite.database.db).insert({ identifier, task, isActive });
    if (!row) throw new Error(`seed: ${identifier} already exists`);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Creates an identifier as the admin and returns it. */
  async function create(payload: { identifier: string; task: string; isActive?: boolean }) {
    return expectBody(await suite.send('POST', URL, suite.admin, payload), 201, srIdentifierSchema);
  }

  return { suite, listed, read, seed, create };
}
