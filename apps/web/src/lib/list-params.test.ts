import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listParam, parseListParams, writeListParams } from './list-params';

const schema = z.object({
  search: listParam.text(),
  colour: listParam.choice(['red', 'green'] as const),
  ownerId: listParam.id(),
  page: listParam.page(),
});
const address = (query: string) => new URLSearchParams(query);
const OWNER = '0b6d2c36-6e1f-4c63-9a47-2f6f3e1c8a10';

describe('reading a list state from the address', () => {
  it('reads every field that is there', () => {
    expect(parseListParams(schema, address(`search=slow&colour=red&ownerId=${OWNER}&page=3`))).toEqual({
      search: 'slow',
      colour: 'red',
      ownerId: OWNER,
      page: 3,
    });
  });

  it('reads an empty address as the unfiltered first page', () => {
    expect(parseListParams(schema, address(''))).toEqual({ search: '', colour: '', ownerId: '', page: 1 });
  });

  it('reads hand-edited values it does not know as no filter, and a bad page as page 1', () => {
    const read = parseListParams(schema, address('colour=purple&ownerId=42&page=-2'));
    expect(read).toEqual({ search: '', colour: '', ownerId: '', page: 1 });
    for (const page of ['0', '1.5', 'two', '']) {
      expect(parseListParams(schema, address(`page=${page}`)).page).toBe(1);
    }
  });

  it('trims the search and ignores keys the list does not name', () => {
    expect(parseListParams(schema, address('search=%20%20slow%20&ticket=abc'))).toMatchObject({
      search: 'slow',
    });
    expect(parseListParams(schema, address('ticket=abc'))).not.toHaveProperty('ticket');
  });

  it('reads a calendar day as written, and anything else as no day', () => {
    const days = z.object({ from: listParam.day() });
    expect(parseListParams(days, address('from=2031-02-28')).from).toBe('2031-02-28');
    for (const day of ['2031-02-30', '28/02/2031', 'yesterday', '2031-2-8']) {
      expect(parseListParams(days, address(`from=${day}`)).from).toBe('');
    }
  });
});

describe('writing a list state to the address', () => {
  it('writes a changed filter and goes back to page 1', () => {
    const next = writeListParams(schema, address('search=slow&page=4'), { colour: 'green' });
    expect(next.toString()).toBe('search=slow&colour=green');
  });

  it('drops a field set back to its default, so an unfiltered list has a clean address', () => {
    expect(
      writeListParams(schema, address('search=slow&colour=red'), { search: '', colour: '' }).toString(),
    ).toBe('');
    expect(writeListParams(schema, address('colour=red&page=2'), { page: 1 }).toString()).toBe('colour=red');
  });

  it('turns the page without touching the filters', () => {
    expect(writeListParams(schema, address('colour=red&page=2'), { page: 3 }).toString()).toBe(
      'colour=red&page=3',
    );
  });

  it('keeps the page when a filter is "changed" to the value it already has', () => {
    expect(writeListParams(schema, address('colour=red&page=2'), { colour: 'red' }).toString()).toBe(
      'colour=red&page=2',
    );
  });

  it('keeps keys the list does not name, such as a ?ticket= link', () => {
    expect(writeListParams(schema, address('ticket=abc&page=2'), { search: 'disk' }).toString()).toBe(
      'ticket=abc&search=disk',
    );
  });

  it('reads back exactly what it wrote', () => {
    const written = writeListParams(schema, address(''), { search: 'disk full', ownerId: OWNER, page: 2 });
    expect(parseListParams(schema, written)).toEqual({
      search: 'disk full',
      colour: '',
      ownerId: OWNER,
      page: 2,
    });
  });
});
