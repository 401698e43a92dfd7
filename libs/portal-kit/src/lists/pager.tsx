// One pager for every list paged on the server: where the page sits, Previous / Next.
import type { PageInfo } from '@chess-portal/contracts';
import styled from 'styled-components';
import { Button } from '../ui/button';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export type PagerProps = {
  paging: PageInfo;
  onPage(page: number): void;
  /** what the rows are, e.g. 'tournaments' (names the navigation for screen readers) */
  noun: string;
};

/** 'Showing 21–40 of 299 tournaments', 'Page 2 of 15', Previous / Next; nothing when the list is empty. */
export function Pager({ paging, onPage, noun }: PagerProps) {
  const { page, limit, total, pages } = paging;
  if (!total) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <Bar aria-label={`${noun} pages`}>
      <span aria-live="polite">{`Showing ${first}–${last} of ${total} ${noun}`}</span>
      <Buttons>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-current="page">{`Page ${page} of ${Math.max(pages, 1)}`}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Buttons>
    </Bar>
  );
}
