import { act, fireEvent, screen, within } from '@testing-library/react';
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

  describe('the scroll hint', () => {
    // jsdom lays nothing out: the widths, the box's overflow and the ResizeObserver are the browser's part
    const widths = { scroll: 0, client: 0 };
    let resized: (() => void)[] = [];
    let overflowX = 'auto';
    beforeEach(() => {
      resized = [];
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
      const real = window.getComputedStyle;
      jest.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
        const style = real(el, pseudo);
        return new Proxy(style, {
          get(target, key) {
            if (key === 'overflowX') return overflowX;
            const value: unknown = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      });
      window.ResizeObserver = class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      jest.restoreAllMocks();
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
      overflowX = 'auto';
    });
    const resize = () => act(() => resized.forEach((callback) => callback()));
    const hint = () => screen.queryByText('Scroll sideways to see every column →');

    it('says nothing when the table fits its box, and no focus stop is added', () => {
      Object.assign(widths, { scroll: 900, client: 900 });
      renderWithProviders(<Selectable onChange={() => undefined} />);
      expect(hint()).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Registrations' })).not.toHaveAttribute('tabindex');
    });

    it('shows the hint only while the table is really wider than its box', () => {
      Object.assign(widths, { scroll: 1400, client: 900 });
      renderWithProviders(<Selectable onChange={() => undefined} />);
      expect(hint()).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Registrations' })).toHaveAttribute('tabindex', '0');
      // the content narrows in the same box (a font arrived, rows changed): the hint goes
      Object.assign(widths, { scroll: 900 });
      resize();
      expect(hint()).not.toBeInTheDocument();
      Object.assign(widths, { scroll: 1200 });
      resize();
      expect(hint()).toBeInTheDocument();
    });

    it('says nothing where the rows are cards (the box does not scroll)', () => {
      overflowX = 'visible';
      Object.assign(widths, { scroll: 500, client: 390 });
      renderWithProviders(<Selectable onChange={() => undefined} />);
      expect(hint()).not.toBeInTheDocument();
    });
  });
});
