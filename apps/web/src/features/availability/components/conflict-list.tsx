import { formatSlot } from '@/lib/format-date';

/** The toast body of a 409: the server's sentence, then each slot the block overlaps in local time. */
export function ConflictList({
  message,
  conflicts,
}: {
  message: string;
  conflicts: Array<{ start: Date; end: Date }>;
}) {
  return (
    <div className="grid gap-1">
      <p>{message}</p>
      {conflicts.length > 0 && (
        <ul className="list-disc pl-4" aria-label="Conflicting slots">
          {conflicts.map(({ start, end }) => (
            <li key={start.toISOString()}>{formatSlot(start, end)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
