import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render';
import { DataTable, type Column } from './data-table';

type Row = { id: string; name: string; status: string };
const rows: Row[] = [
  { id: 'a', name: 'Anita', status: 'pending' },
  { id: 'b', name: 'Ravi', status: 'approved' },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Player', cell: (r) => r.name, primary: true },
  { key: 'status', header: 'Status', cell: (r) => r.status },
];

function Selectable({ onChange }: { onChange(ids: string[]): void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      caption="Registrations"
      rows={rows}
      rowKey={(r) => r.id}
      columns={columns}
      actions={(r) => <button type="button">Approve {r.name}</button>}
      selection={{
        selected,
        onChange: (next) => (setSelected(next), onChange([...next])),
        isSelectable: (r) => r.status === 'pending',
        label: (r) => r.name,
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a captioned table with headings, phone labels on the cells and each row’s actions', () => {
    renderWithProviders(<Selectable onChange={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Registrations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Player', 'Status', 'Actions']);
    const status = within(table)
      .getAllByRole('cell')
      .find((c) => c.textContent === 'approved');
    expect(status).toHaveAttribute('data-label', 'Status');
    expect(screen.getByRole('button', { name: 'Approve Ravi' })).toBeInTheDocument();
  });

  it('selects only selectable rows, one by one or all on the page', () => {
    const changes: string[][] = [];
    renderWithProviders(<Selectable onChange={(ids) => changes.push(ids)} />);
    expect(screen.queryByRole('checkbox', { name: 'Select Ravi' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Anita' }));
    expect(changes.at(-1)).toEqual(['a']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(changes.at(-1)).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(changes.at(-1)).toEqual(['a']);
  });
});
