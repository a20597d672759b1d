import type { ReactNode } from 'react';

/** One fact of a record's details (a ticket's, its payment's): its name above its value, in a `<dl>`. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}
