import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type Faq = { question: string; answer: ReactNode };

/** Questions that open in place (native <details>: keyboard and screen readers work unaided). */
export function FaqList({ faqs, isOpen, className }: { faqs: Faq[]; isOpen?: boolean; className?: string }) {
  return (
    <div className={cn('divide-y rounded-lg border bg-card', className)}>
      {faqs.map(({ question, answer }) => (
        <details key={question} className="group px-5 sm:px-6" open={isOpen}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 font-medium [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-4 leading-7 text-muted-foreground">{answer}</p>
        </details>
      ))}
    </div>
  );
}
