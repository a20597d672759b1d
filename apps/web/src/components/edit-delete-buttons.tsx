import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A table row's icon buttons, named after the row for screen readers ('Edit SR1001'). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive dark:text-red-300"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
