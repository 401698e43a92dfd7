// One search field and filter bar for every list: the search is sent after a short pause
// in typing; the filters are plain selects laid out in one wrapping row.
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Label } from '../ui/field';
import { mq } from '../theme/theme';

export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${mq.sm} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

const SearchBox = styled.div`
  min-width: 0;
  ${mq.sm} {
    grid-column: span 2;
  }
`;

export const SEARCH_DELAY_MS = 300;

export type SearchFieldProps = {
  label: ReactNode;
  value: string;
  /** called with the trimmed text once typing pauses */
  onSearch(text: string): void;
  placeholder?: string;
  delayMs?: number;
};

export function SearchField({ label, value, onSearch, placeholder, delayMs = SEARCH_DELAY_MS }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return (
    <SearchBox>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSearch(text.trim())}
      />
    </SearchBox>
  );
}
