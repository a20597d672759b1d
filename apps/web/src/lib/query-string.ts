/**
 * A list's filters as the address's query: every set value, in the order given; an unset or
 * empty filter is left out, so the server applies its default. `?` included when anything is set.
 */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return query.size > 0 ? `?${query}` : '';
}
