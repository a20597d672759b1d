// The search's page from its ways' lists (decision 027): merged in JavaScript, so the order is
// proven here as the database would give it: best rank, then newest, then the id.
import { describe, expect, it } from 'vitest';
import { pageOf } from './ticket-search-page';

const at = (second: number, micro = 0) =>
  `2031-05-12 08:10:${String(second).padStart(2, '0')}.${String(micro).padStart(6, '0')}`;

describe('a search page from its ways lists', () => {
  it('a ticket found two ways is listed once, at its best rank', () => {
    const page = pageOf(
      [
        { id: 'b', createdKey: at(5), rank: 3 },
        { id: 'a', createdKey: at(1), rank: 3 },
        { id: 'a', createdKey: at(1), rank: 2 },
      ],
      { page: 1, pageSize: 20 },
    );
    expect(page).toEqual(['a', 'b']);
  });

  it('newest first within a rank, to the microsecond, then the greater id', () => {
    const page = pageOf(
      [
        { id: '1', createdKey: at(7, 1), rank: 3 },
        { id: '3', createdKey: at(7, 2), rank: 3 },
        { id: '2', createdKey: at(7, 2), rank: 3 },
        { id: '9', createdKey: at(6, 999_999), rank: 3 },
      ],
      { page: 1, pageSize: 20 },
    );
    expect(page).toEqual(['3', '2', '1', '9']);
  });

  it('a later page skips the earlier pages, and a page past the end is empty', () => {
    const lists = Array.from({ length: 5 }, (_, index) => ({
      id: `t${index}`,
      createdKey: at(index),
      rank: 3,
    }));
    expect(pageOf(lists, { page: 2, pageSize: 2 })).toEqual(['t2', 't1']);
    expect(pageOf(lists, { page: 4, pageSize: 2 })).toEqual([]);
  });
});
