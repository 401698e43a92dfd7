import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space[5]};
  max-width: 100%;
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0.4375rem 0.875rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  white-space: nowrap;
  background: ${({ $active, theme }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $active, theme }) => ($active ? theme.shadows.sm : 'none')};
`;

export type TabItem = { value: string; label: ReactNode; content: ReactNode };
export type TabsProps = { items: TabItem[]; value: string; onChange: (value: string) => void; label: string };

/** WAI-ARIA tabs: arrow keys move between tabs, only the selected panel is rendered. */
export function Tabs({ items, value, onChange, label }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = items.find((item) => item.value === value) ?? items[0];
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + items.length) % items.length;
    onChange(items[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="tab"
            type="button"
            id={`${baseId}-tab-${item.value}`}
            aria-selected={item.value === selected.value}
            aria-controls={`${baseId}-panel-${item.value}`}
            tabIndex={item.value === selected.value ? 0 : -1}
            $active={item.value === selected.value}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${baseId}-panel-${selected.value}`} aria-labelledby={`${baseId}-tab-${selected.value}`}>
        {selected.content}
      </div>
    </div>
  );
}
