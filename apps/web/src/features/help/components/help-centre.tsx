import { BookOpen, ChevronDown, Clock, LifeBuoy, PlayCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FaqList } from '@/components/faq-list';
import { SearchInput } from '@/components/search-input';
import { SupportContactLinks, SupportHoursList } from '@/components/support-details';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { HELP_FAQS, HELP_GUIDES, matchesQuery } from '../help-content';

function SectionHeading({ id, Icon, children }: { id: string; Icon: typeof BookOpen; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
      <Icon className="size-5 text-brand-text" aria-hidden="true" />
      {children}
    </h2>
  );
}

/**
 * Documentation, video guides, FAQs and the ways to reach support. The spec gives the search box
 * no behaviour; filtering the help centre's own guides and questions as you type is the obvious one.
 */
export function HelpCentre() {
  const [query, setQuery] = useState('');
  const [openGuides, setOpenGuides] = useState<ReadonlySet<string>>(() => new Set());
  const guides = HELP_GUIDES.filter((guide) =>
    matchesQuery([guide.title, guide.audience, guide.summary, ...guide.steps], query),
  );
  const faqs = HELP_FAQS.filter((faq) => matchesQuery([faq.question, faq.answer], query));
  const isSearching = query.length > 0;
  const resultCount = guides.length + faqs.length;

  const setGuideOpen = (id: string, isOpen: boolean) =>
    setOpenGuides((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <search className="mb-8 block max-w-xl">
        <SearchInput
          id="help-search"
          label="Search help"
          placeholder="Search guides and questions"
          value={query}
          onSearch={setQuery}
          describedBy="help-search-status"
        />
        <p id="help-search-status" role="status" className="mt-2 text-sm text-muted-foreground">
          {isSearching ? `${resultCount} ${resultCount === 1 ? 'result' : 'results'} for "${query}"` : ''}
        </p>
      </search>

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="docs-heading">
            <SectionHeading id="docs-heading" Icon={BookOpen}>
              Documentation
            </SectionHeading>
            {guides.length === 0 ? (
              <p className="mt-4 text-muted-foreground">No guides match your search.</p>
            ) : (
              <div className="mt-4 grid gap-3">
                {guides.map((guide) => (
                  <details
                    key={guide.id}
                    id={guide.id}
                    open={isSearching || openGuides.has(guide.id)}
                    onToggle={(event) => setGuideOpen(guide.id, event.currentTarget.open)}
                    className="group scroll-mt-24 rounded-lg border bg-card"
                  >
                    {/* Direct children only: a summary may hold phrasing and heading content, nothing else. */}
                    <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg p-5 [&::-webkit-details-marker]:hidden">
                      <h3 className="text-base font-semibold">{guide.title}</h3>
                      <ChevronDown
                        className="row-span-2 mt-0.5 size-5 text-muted-foreground transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                      <span className="text-sm text-muted-foreground">
                        <Badge variant="secondary" className="mr-2">
                          {guide.audience}
                        </Badge>
                        {guide.summary}
                      </span>
                    </summary>
                    <ol className="list-decimal space-y-2 px-5 pb-5 pl-11 marker:font-semibold marker:text-brand-text">
                      {guide.steps.map((step) => (
                        <li key={step} className="pl-1 leading-7">
                          {step}
                        </li>
                      ))}
                    </ol>
                  </details>
                ))}
              </div>
            )}
          </section>

          <section aria-labelledby="videos-heading">
            <SectionHeading id="videos-heading" Icon={PlayCircle}>
              Video guides
            </SectionHeading>
            <div className="mt-4 rounded-lg border border-dashed p-5 sm:p-6">
              <p>
                Video guides are being recorded. Until they are published, the written guides cover the same
                steps:
              </p>
              <ul className="mt-3 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
                {HELP_GUIDES.map((guide) => (
                  <li key={guide.id}>
                    <a
                      href={`#${guide.id}`}
                      // A search may have hidden the guide: clear it, and open the guide the link leads to.
                      onClick={() => {
                        setQuery('');
                        setGuideOpen(guide.id, true);
                      }}
                      className="font-medium text-brand-text underline-offset-4 hover:underline"
                    >
                      {guide.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby="faq-heading">
            <SectionHeading id="faq-heading" Icon={LifeBuoy}>
              Frequently asked questions
            </SectionHeading>
            {faqs.length === 0 ? (
              <p className="mt-4 text-muted-foreground">No questions match your search.</p>
            ) : (
              <FaqList faqs={faqs} isOpen={isSearching} className="mt-4" />
            )}
          </section>
        </div>

        <aside aria-label="Support contacts" className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
                <Clock className="size-5 text-brand-text" aria-hidden="true" />
                Support hours
              </h2>
            </CardHeader>
            <CardContent>
              <SupportHoursList />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">Contact support</h2>
              <CardDescription>
                Include your ticket number when your question is about a ticket.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SupportContactLinks />
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}
