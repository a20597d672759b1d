/** The SR identifier catalogue's query keys: a create, edit or delete refreshes everything under `all`. */
export const srIdentifierKeys = {
  all: ['sr-identifiers'] as const,
  list: () => [...srIdentifierKeys.all, 'list'] as const,
};
