import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';

/** Typing searches tickets: once typing pauses the list opens at /tickets?search=<text>. */
export function TicketSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isOnTickets = location.pathname === paths.tickets;
  const search = isOnTickets ? (searchParams.get('search') ?? '').trim() : '';

  return (
    <SearchInput
      id={id}
      label="Search tickets"
      isLabelHidden
      placeholder="Search tickets..."
      value={search}
      onSearch={(term) =>
        navigate(term ? `${paths.tickets}?search=${encodeURIComponent(term)}` : paths.tickets, {
          replace: isOnTickets,
        })
      }
      className="w-full max-w-md"
    />
  );
}
