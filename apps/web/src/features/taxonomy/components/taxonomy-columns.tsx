import { Badge } from '@/components/ui/badge';
import type { TaxonomyColumn } from './taxonomy-panel';

type Entry = { name: string; shortCode: string; description: string };

export const nameColumn = <T extends Entry>(): TaxonomyColumn<T> => ({
  header: 'Name',
  cell: (row) => row.name,
  className: 'min-w-40 font-medium',
});

export const shortCodeColumn = <T extends Entry>(): TaxonomyColumn<T> => ({
  header: 'Short Code',
  cell: (row) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{row.shortCode}</code>,
  className: 'whitespace-nowrap',
});

export const descriptionColumn = <T extends Entry>(): TaxonomyColumn<T> => ({
  header: 'Description',
  cell: (row) =>
    row.description ? (
      <span className="line-clamp-2" title={row.description}>
        {row.description}
      </span>
    ) : (
      <span className="text-muted-foreground">—</span>
    ),
  className: 'min-w-56 max-w-md text-muted-foreground',
});

export const supportTypeColumn = <T extends Entry & { supportTypeName: string }>(): TaxonomyColumn<T> => ({
  header: 'Support Type',
  cell: (row) => row.supportTypeName,
  className: 'min-w-40',
});

export const requiresSrIdentifierColumn = <
  T extends Entry & { requiresSrIdentifier: boolean },
>(): TaxonomyColumn<T> => ({
  header: 'SR Identifier',
  cell: (row) =>
    row.requiresSrIdentifier ? (
      <Badge variant="default">Required</Badge>
    ) : (
      <Badge variant="secondary">Not required</Badge>
    ),
  className: 'whitespace-nowrap',
});
