import {
  type CreateSrIdentifierBody,
  isAdmin,
  SR_CHECK_MESSAGES,
  SR_IDENTIFIER_MESSAGES,
  type SrIdentifier,
  type SrLookupResult,
  srSuggestionLimit,
  type UpdateSrIdentifierBody,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { Principal } from '../users/principal';
import type { SrIdentifierEvents, SrIdentifierSnapshot } from './sr-identifier.events';
import type { SrIdentifierRow, SrIdentifiersRepository } from './sr-identifiers.repository';

/** Who reads: admins see inactive identifiers too. */
type Viewer = Pick<Principal, 'role'>;

function toSrIdentifier(row: SrIdentifierRow): SrIdentifier {
  return {
    id: row.id,
    identifier: row.identifier,
    task: row.task,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', SR_IDENTIFIER_MESSAGES.notFound);

const duplicate = (identifier: string) => {
  const message = SR_IDENTIFIER_MESSAGES.exists(identifier);
  return new AppError('CONFLICT', message, { details: [{ path: 'identifier', message }] });
};

const lookupResult = (
  status: SrLookupResult['status'],
  identifier: string | null = null,
  task: string | null = null,
): SrLookupResult => ({ status, message: SR_CHECK_MESSAGES[status], identifier, task });

const snapshotOf = (row: SrIdentifierRow | null): SrIdentifierSnapshot | null =>
  row && { identifier: row.identifier, task: row.task, isActive: row.isActive };

export function createSrIdentifiersService({
  repo,
  emit,
}: {
  repo: SrIdentifiersRepository;
  /** Each admin change told in its transaction (the audit log). */
  emit: Emit<SrIdentifierEvents>;
}) {
  const tell = (tx: Tx, data: SrIdentifierEvents['sr-identifier.changed']) =>
    emit(tx, { type: 'sr-identifier.changed', data });

  return {
    /** Admins manage every identifier; everyone else sees only the active ones customers may use. */
    async list(viewer: Viewer, search?: string): Promise<SrIdentifier[]> {
      const rows = await repo.list({ search, activeOnly: !isAdmin(viewer.role) });
      return rows.map(toSrIdentifier);
    },

    /** The wizard's type-ahead: a short search casts a wider net (20) than a longer one (10). */
    async listSuggestions(search = ''): Promise<SrIdentifier[]> {
      const rows = await repo.listSuggestions({ search, limit: srSuggestionLimit(search) });
      return rows.map(toSrIdentifier);
    },

    /** The wizard's check of a typed identifier; an inactive one does not reveal its task. */
    async lookup(identifier: string): Promise<SrLookupResult> {
      if (!identifier) return lookupResult('Required');
      const row = await repo.findByIdentifier(identifier);
      if (!row) return lookupResult('NotFound');
      if (!row.isActive) return lookupResult('Inactive', row.identifier);
      return lookupResult('Valid', row.identifier, row.task);
    },

    async get(viewer: Viewer, id: string): Promise<SrIdentifier> {
      const row = await repo.findById(id);
      if (!row || (!row.isActive && !isAdmin(viewer.role))) throw notFound();
      return toSrIdentifier(row);
    },

    async create(body: CreateSrIdentifierBody): Promise<SrIdentifier> {
      const row = await repo.transaction(async (tx) => {
        const created = await repo.insert(body, tx);
        if (created)
          await tell(tx, { change: 'created', id: created.id, before: null, after: snapshotOf(created) });
        return created;
      });
      if (!row) throw duplicate(body.identifier);
      return toSrIdentifier(row);
    },

    async update(id: string, body: UpdateSrIdentifierBody): Promise<SrIdentifier> {
      const result = await repo.transaction(async (tx) => {
        const before = await repo.findById(id, tx);
        const updated = await repo.update(id, body, tx);
        if (updated?.ok) {
          await tell(tx, {
            change: 'updated',
            id,
            before: snapshotOf(before),
            after: snapshotOf(updated.value),
          });
        }
        return updated;
      });
      if (!result) throw notFound();
      if (!result.ok) throw duplicate(body.identifier);
      return toSrIdentifier(result.value);
    },

    async delete(id: string): Promise<void> {
      const deleted = await repo.transaction(async (tx) => {
        const before = await repo.findById(id, tx);
        if (!before || !(await repo.delete(id, tx))) return false;
        await tell(tx, { change: 'deleted', id, before: snapshotOf(before), after: null });
        return true;
      });
      if (!deleted) throw notFound();
    },
  };
}

export type SrIdentifiersService = ReturnType<typeof createSrIdentifiersService>;
