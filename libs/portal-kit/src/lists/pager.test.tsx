import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Pager } from './pager';

describe('Pager', () => {
  it('says where the page sits and moves to the neighbours', () => {
    const pages: number[] = [];
    renderWithProviders(
      <Pager paging={{ page: 2, limit: 20, total: 299, pages: 15 }} onPage={(n) => pages.push(n)} noun="tournaments" />,
    );
    expect(screen.getByText('Showing 21–40 of 299 tournaments')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 15')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(pages).toEqual([3, 1]);
  });

  it('disables Previous on the first page and Next on the last; nothing for an empty list', () => {
    const { unmount } = renderWithProviders(
      <Pager paging={{ page: 1, limit: 20, total: 5, pages: 1 }} onPage={() => undefined} noun="users" />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    renderWithProviders(
      <Pager paging={{ page: 1, limit: 20, total: 0, pages: 0 }} onPage={() => undefined} noun="users" />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
