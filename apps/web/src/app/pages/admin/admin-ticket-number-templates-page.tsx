import { Info } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/**
 * The one ticket-number format (DESIGN §6): 2+2+2+1+4+5 = 16 characters. The spec says 14, but its
 * own field list adds up to 16 and its example drops the month; this page shows the real format.
 */
const SEGMENTS = [
  {
    name: 'Support type',
    length: 2,
    example: 'SR',
    meaning: 'Service request',
    rule: 'Short code of the support type',
  },
  { name: 'Category', length: 2, example: 'BI', meaning: 'Billing', rule: 'Short code of the category' },
  {
    name: 'Sub-option',
    length: 2,
    example: 'L1',
    meaning: 'Level 1',
    rule: 'Short code of the sub-option; 00 when there is none',
  },
  {
    name: 'Priority',
    length: 1,
    example: '0',
    meaning: 'Low priority',
    rule: 'Low 0, Medium 1, High 2, Very High 3',
  },
  {
    name: 'Month and year',
    length: 4,
    example: '1025',
    meaning: 'October 2025',
    rule: 'MMYY of the creation date in UTC',
  },
  {
    name: 'Sequence',
    length: 5,
    example: '00013',
    meaning: 'Sequence 13',
    rule: 'Counts up within the month, zero-padded',
  },
] as const;

const EXAMPLE = SEGMENTS.map((segment) => segment.example).join('');
const TOTAL_LENGTH = SEGMENTS.reduce((sum, segment) => sum + segment.length, 0);

export default function AdminTicketNumberTemplatesPage() {
  return (
    <>
      <PageHeader title="Ticket Number Templates" description="How ticket numbers are built." />
      <div className="max-w-4xl space-y-6">
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-brand-text/40 bg-accent p-5 text-accent-foreground"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h2 className="font-semibold">Templates are no longer supported</h2>
            <p className="mt-1">
              All tickets use one format: support type (2 characters), category (2), sub-option (2), priority
              (1: Low 0, Medium 1, High 2, Very High 3), month and year MMYY in UTC (4), sequence per month
              (5) — {TOTAL_LENGTH} characters in total. There is nothing to create, edit or delete here.
            </p>
          </div>
        </div>

        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">Example</h2>
            <CardDescription>
              <code className="font-mono">{EXAMPLE}</code> = SR service request, BI billing, L1 level 1, 0 low
              priority, 1025 October 2025, 00013 sequence 13.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <ol
              className="flex flex-wrap gap-1.5 font-mono text-xl font-semibold sm:text-2xl"
              aria-label={`Example ticket number ${EXAMPLE}, by segment`}
            >
              {SEGMENTS.map(({ name, example }) => (
                <li key={name} className="flex flex-col items-center gap-1">
                  <span className="rounded-md border bg-muted px-2 py-1 tracking-widest">{example}</span>
                  <span className="font-sans text-xs font-normal text-muted-foreground">{name}</span>
                </li>
              ))}
            </ol>

            {/* Phones get the same facts as a list: four columns would have to scroll sideways. */}
            <dl className="divide-y rounded-lg border sm:hidden">
              {SEGMENTS.map(({ name, length, example, meaning, rule }) => (
                <div key={name} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 p-3">
                  <dt className="font-medium">
                    {name} <span className="font-normal text-muted-foreground">({length})</span>
                  </dt>
                  <dd className="text-right font-mono font-semibold">{example}</dd>
                  <dd className="col-span-2 text-sm">
                    {meaning}
                    <span className="block text-xs text-muted-foreground">{rule}</span>
                  </dd>
                </div>
              ))}
              <div className="flex justify-between gap-3 p-3 font-semibold">
                <dt>Total</dt>
                <dd>{TOTAL_LENGTH} characters</dd>
              </div>
            </dl>

            <div className="hidden sm:block">
              <Table>
                <caption className="sr-only">Segments of the ticket number {EXAMPLE}</caption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Segment</TableHead>
                    <TableHead scope="col">Length</TableHead>
                    <TableHead scope="col">Example</TableHead>
                    <TableHead scope="col">Meaning</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {SEGMENTS.map(({ name, length, example, meaning, rule }) => (
                    <TableRow key={name}>
                      <TableHead scope="row" className="font-medium text-foreground">
                        {name}
                      </TableHead>
                      <TableCell>{length}</TableCell>
                      <TableCell>
                        <code className="font-mono font-semibold">{example}</code>
                      </TableCell>
                      <TableCell>
                        <span className="block">{meaning}</span>
                        <span className="block text-xs text-muted-foreground">{rule}</span>
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow className="hover:bg-transparent">
                    <TableHead scope="row" className="font-semibold text-foreground">
                      Total
                    </TableHead>
                    <TableCell className="font-semibold">{TOTAL_LENGTH}</TableCell>
                    <TableCell colSpan={2}>
                      <code className="font-mono font-semibold">{EXAMPLE}</code>
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </div>

            <p className="text-sm text-muted-foreground">
              Short codes use their first two characters in upper case, padded with 0 when shorter. The
              sequence restarts at 00001 every month; numbers are never reused.
            </p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
