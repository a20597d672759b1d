import { MessageSquare } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';

/** Messaging's screens are being opened up: the page says so plainly instead of showing nothing. */
export default function MessagesPage() {
  return (
    <>
      <PageHeader title="Messages" />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center sm:py-16">
          <MessageSquare className="size-10 text-brand-text" aria-hidden="true" />
          <p className="max-w-md text-muted-foreground">
            No conversations yet. Conversations about your tickets will appear here.
          </p>
        </CardContent>
      </Card>
    </>
  );
}
