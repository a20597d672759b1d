import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';

export const SEARCH_DEBOUNCE_MS = 300;

/** Typing searches tickets: 300 ms after the last key the list opens at /tickets?search=<text>. */
export function TicketSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onTickets = location.pathname === paths.tickets;
  const [text, setText] = useState(() => (onTickets ? (searchParams.get('search') ?? '') : ''));
  const hasTyped = useRef(false);

  useEffect(() => {
    if (!hasTyped.current) return;
    const timer = setTimeout(() => {
      const term = text.trim();
      navigate(term ? `${paths.tickets}?search=${encodeURIComponent(term)}` : paths.tickets, {
        replace: onTickets,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, navigate, onTickets]);

  return (
    <div className="relative w-full max-w-md">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => {
          hasTyped.current = true;
          setText(event.target.value);
        }}
        placeholder="Search tickets..."
        aria-label="Search tickets"
        className="pl-9"
      />
    </div>
  );
}
