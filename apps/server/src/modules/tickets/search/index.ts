/**
 * The ticket lists' search (decision 027): what a search matches (ticket-search-ways.ts) and its
 * ranked page with a capped total (ticket-search.ts). The rest of the module reads it through here.
 */
export { inSearchOrder, searchTickets } from './ticket-search';
