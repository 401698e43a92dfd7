// One responsive data table. From the md breakpoint up it is a table; when its columns
// are wider than the screen it scrolls sideways inside its box and says so. Below md each row becomes
// a stacked card (label: value) with its actions in full view, so nothing is off-screen on a phone.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { mq } from '../theme/theme';

export type Column<T> = {
  key: string;
  /** the column heading, and the label in front of the value on a phone */
  header: string;
  cell(row: T): ReactNode;
  /** the card's title on a phone (no label in front) */
  primary?: boolean;
};

export type RowSelection<T> = {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** rows that cannot be selected get no checkbox (e.g. no longer pending) */
  isSelectable?(row: T): boolean;
  /** what the checkbox selects, e.g. the player's name */
  label(row: T): string;
};

export type DataTableProps<T> = {
  caption: string;
  rows: T[];
  rowKey(row: T): string;
  columns: Column<T>[];
  actions?(row: T): ReactNode;
  selection?: RowSelection<T>;
};

const Scroller = styled.div`
  ${mq.md} {
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.focusRing};
    }
  }
`;

const ScrollHint = styled.p`
  display: none;
  ${mq.md} {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* the caption always, and the headings on a phone (each cell carries its label there), stay for screen readers */
  caption,
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  tr {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  td {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} 0;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  td[data-label]::before {
    content: attr(data-label);
    flex: 0 0 40%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td[data-primary] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  td[data-actions] {
    flex-wrap: wrap;
    padding-top: ${({ theme }) => theme.space[2]};
  }
  ${mq.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
    tr {
      display: table-row;
      margin: 0;
      padding: 0;
      border: 0;
      border-radius: 0;
    }
    th,
    td {
      display: table-cell;
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      text-align: left;
      vertical-align: middle;
      overflow-wrap: normal;
    }
    th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      white-space: nowrap;
    }
    td[data-label]::before {
      content: none;
    }
    td[data-primary] {
      font-size: inherit;
    }
    td[data-actions] {
      white-space: nowrap;
    }
    tbody tr:last-child td {
      border-bottom: 0;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Whether the box's content is wider than the box (it really scrolls sideways), kept up to date when
 * the box or its content changes size (rows arriving, a font loading, the window resized): a table
 * that grew wider and narrowed again within the same box drops the hint. Only where the box scrolls
 * (from md up; below it the rows are cards) does it count.
 */
function useOverflowsX<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const scrolls = getComputedStyle(box).overflowX !== 'visible';
      setOverflows(scrolls && box.scrollWidth > box.clientWidth + 1);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  });
  return { ref, overflows };
}

function SelectAll<T>({
  rows,
  rowKey,
  selection,
}: Pick<DataTableProps<T>, 'rows' | 'rowKey'> & { selection: RowSelection<T> }) {
  const selectable = rows.filter((row) => selection.isSelectable?.(row) ?? true).map(rowKey);
  const all = selectable.length > 0 && selectable.every((key) => selection.selected.has(key));
  return (
    <input
      type="checkbox"
      aria-label="Select every row on this page"
      disabled={!selectable.length}
      checked={all}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const key of selectable)
          if (all) next.delete(key);
          else next.add(key);
        selection.onChange(next);
      }}
    />
  );
}

export function DataTable<T>({ caption, rows, rowKey, columns, actions, selection }: DataTableProps<T>) {
  const { ref, overflows } = useOverflowsX<HTMLDivElement>();
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <div>
      {overflows && <ScrollHint>Scroll sideways to see every column →</ScrollHint>}
      <Scroller ref={ref} tabIndex={overflows ? 0 : undefined} role="region" aria-label={caption}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col">
                  <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
                </th>
              )}
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ))}
              {actions && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const selectable = selection && (selection.isSelectable?.(row) ?? true);
              return (
                <tr key={key}>
                  {selection && (
                    <td data-label="Select">
                      {selectable && (
                        <input
                          type="checkbox"
                          aria-label={`Select ${selection.label(row)}`}
                          checked={selection.selected.has(key)}
                          onChange={() => toggle(key)}
                        />
                      )}
                    </td>
                  )}
                  {columns.map((c) => (
                    <td key={c.key} data-label={c.primary ? undefined : c.header} data-primary={c.primary || undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td data-actions="">
                      <Actions>{actions(row)}</Actions>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroller>
    </div>
  );
}
