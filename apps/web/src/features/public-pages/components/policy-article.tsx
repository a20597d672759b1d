import type { ReactNode } from 'react';
import { SupportContactLinks } from '@/components/support-details';
import { Card, CardContent } from '@/components/ui/card';
import { LastUpdated } from './last-updated';

export type PolicySection = { id: string; heading: string; content: ReactNode };

/** Readable long-form text without a typography plugin: spacing and lists for plain elements. */
const PROSE =
  'text-[0.95rem] leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-brand-text [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

export type PolicyArticleProps = {
  title: string;
  summary: ReactNode;
  sections: readonly PolicySection[];
};

/**
 * The text of the four policies: title, revision date, a short summary, a table of contents,
 * numbered sections and the support contacts at the end.
 */
export function PolicyArticle({ title, summary, sections }: PolicyArticleProps) {
  return (
    <>
      <div className="border-b bg-gradient-to-b from-accent/50 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-brand-text uppercase">Legal</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <LastUpdated className="mt-3" />
          <div className="mt-6 text-lg leading-8 text-muted-foreground">{summary}</div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <nav aria-labelledby="toc-heading" className="rounded-lg border bg-card p-5">
          <h2 id="toc-heading" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {sections.map(({ id, heading }, index) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="rounded-sm text-muted-foreground hover:text-foreground hover:underline"
                >
                  {index + 1}. {heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map(({ id, heading, content }, index) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
            <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {heading}
            </h2>
            <div className={PROSE}>{content}</div>
          </section>
        ))}
        <Card className="mt-12">
          <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
            <div>
              <h2 className="font-semibold">Questions about this policy?</h2>
              <p className="mt-1 text-sm text-muted-foreground">Call or write to our support team.</p>
            </div>
            <SupportContactLinks className="text-sm" />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
