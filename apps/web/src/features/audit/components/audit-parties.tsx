import type { AuditEvent } from '@basisdesk/shared/audit/audit.schema';

/**
 * Who acted, as they were then (a record outlives a renamed or erased account). No actor: a job,
 * or someone not signed in (a failed sign-in, a refused signature).
 */
export function AuditActor({ event }: { event: AuditEvent }) {
  if (!event.actorEmail && !event.actorName) {
    return <span className="text-muted-foreground whitespace-nowrap">No signed-in person</span>;
  }
  return (
    <>
      <div className="font-medium whitespace-nowrap">
        {event.actorName ?? event.actorEmail}
        {event.actorRole && <span className="ml-1.5 text-xs text-muted-foreground">{event.actorRole}</span>}
      </div>
      {event.actorName && event.actorEmail && (
        <div className="min-w-40 wrap-anywhere text-muted-foreground">{event.actorEmail}</div>
      )}
    </>
  );
}

/** What it happened to: its kind above its name (or its id, where it has no name). */
export function AuditTarget({ event }: { event: AuditEvent }) {
  if (!event.targetType) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <div className="text-xs text-muted-foreground whitespace-nowrap">{event.targetType}</div>
      <div className="min-w-32 wrap-anywhere">{event.targetLabel ?? event.targetId ?? '—'}</div>
    </>
  );
}
