import { FIRST_QUERY } from '../../machines/admin/orders-query.machine';
import { csvHref, listQuery, ordersSearch, readOrdersQuery } from '../../src/admin/orders/orders-url';
import { changedFields, shownValue } from '../../src/admin/audit/audit-changes';

// The orders list keeps its state in the address (issue 15): what an address says is read back exactly, what cannot be
// read falls back to a fresh list, and the CSV export asks for the same filtered list without its paging.

describe('the orders list address', () => {
  it('is plain /admin/orders for a fresh list', () => {
    expect(ordersSearch(FIRST_QUERY)).toBe('');
    expect(readOrdersQuery('')).toEqual(FIRST_QUERY);
  });

  it('reads back every part of the query it wrote', () => {
    const query = {
      q: 'Иванова',
      status: 6,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      payment: 'cod',
      delivery: 'cdek.cdek',
      sort: 'total' as const,
      order: 'asc' as const,
      page: 3,
    };
    expect(readOrdersQuery(ordersSearch(query))).toEqual(query);
  });

  it('falls back to the fresh list for what cannot be read', () => {
    expect(readOrdersQuery('?status=99&from=01.11.2026&to=2026-13&sort=price&order=up&page=-2&q=%20%20')).toEqual(
      FIRST_QUERY,
    );
    expect(readOrdersQuery('?page=1.5').page).toBe(1);
  });

  it('asks the server for one page, and the CSV for the whole filtered list', () => {
    const query = { ...FIRST_QUERY, q: '+7 916', status: 1, page: 2 };
    expect(listQuery(query)).toEqual({ q: '+7 916', status: 1, sort: 'date', order: 'desc', page: 2, limit: 25 });
    expect(csvHref(query)).toBe('/admin/api/orders.csv?q=%2B7+916&status=1&sort=date&order=desc');
  });
});

describe('what an audit entry changed', () => {
  it('lists the fields that differ, without the version and date every change moves', () => {
    expect(
      changedFields(
        { role: 'manager', disabled: false, version: 1, date_modified: 'a', email: 'a@b.ru' },
        { role: 'owner', disabled: false, version: 2, date_modified: 'b', email: 'a@b.ru' },
      ),
    ).toEqual([{ field: 'role', before: 'manager', after: 'owner' }]);
  });

  it('shows every field of a record created', () => {
    expect(changedFields(null, { email: 'a@b.ru', disabled: false })).toEqual([
      { field: 'email', before: undefined, after: 'a@b.ru' },
      { field: 'disabled', before: undefined, after: false },
    ]);
  });

  it('names nothing with a dash and yes/no in Russian', () => {
    expect([undefined, null, '', true, false, 5, { a: 1 }].map(shownValue)).toEqual([
      '—',
      '—',
      '—',
      'да',
      'нет',
      '5',
      '{"a":1}',
    ]);
  });
});
