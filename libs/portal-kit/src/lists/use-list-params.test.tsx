import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListParams, type ListParams } from './use-list-params';

let list: ListParams<'fee' | 'format'>;

function Probe() {
  list = useListParams(['fee', 'format'] as const, 20);
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useListParams', () => {
  it('reads page, search and filters from the URL and sends only what is set', () => {
    renderAt('/list?page=3&q=kolkata&fee=free');
    expect(list.page).toBe(3);
    expect(list.filters).toEqual({ fee: 'free', format: '' });
    expect(list.query).toEqual({ page: '3', limit: '20', q: 'kolkata', fee: 'free' });
  });

  it('goes back to page 1 when the search or a filter changes', () => {
    renderAt('/list?page=3');
    act(() => list.setFilter('format', 'swiss'));
    expect(screen.getByLabelText('url')).toHaveTextContent('?format=swiss');
    act(() => list.setPage(2));
    act(() => list.setSearch('open'));
    expect(screen.getByLabelText('url')).toHaveTextContent('?format=swiss&q=open');
  });

  it('keeps both of two changes made in the same tick', () => {
    renderAt('/list?page=2');
    act(() => {
      list.setSearch('kolkata');
      list.setFilter('fee', 'paid');
    });
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=kolkata&fee=paid');
    expect(list.query).toEqual({ page: '1', limit: '20', q: 'kolkata', fee: 'paid' });
  });
});
