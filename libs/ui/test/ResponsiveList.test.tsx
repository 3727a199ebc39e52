/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { initI18n } from '@hvac/web-kit';
import { ResponsiveList, type ListColumn } from '../src/list';

beforeAll(() => initI18n());

interface Invoice {
  number: string;
  client: string;
  due: string;
  total: string;
  status: string;
}

const columns: ListColumn<Invoice>[] = [
  { key: 'number', header: 'Invoice #', nowrap: true },
  { key: 'client', header: 'Client' },
  { key: 'due', header: 'Due Date', nowrap: true },
  { key: 'total', header: 'Total' },
  { key: 'status', header: 'Status' },
  { key: 'actions', header: 'Actions', render: (r) => <a href={`/admin/invoices/view/${r.number}`}>View</a> },
];
const card = { title: 'number', party: 'client', status: 'status', amount: 'total', action: 'actions' };
const rows: Invoice[] = [{ number: 'INV-1', client: 'Chris Client', due: 'Dec 1, 2026', total: '$120.00', status: 'Sent' }];

/** A viewport of `width` px as matchMedia answers it, with the listeners a resize calls. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return current >= Number(/min-width: (\d+)px/.exec(query)![1]);
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }) as unknown as MediaQueryList;
  return (next: number) => {
    current = next;
    act(() => listeners.forEach((l) => l()));
  };
}

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('ResponsiveList', () => {
  it('below 640 px shows each record as a card: title, status, party, the other fields under their headers, amount, actions', () => {
    viewport(390);
    render(<ResponsiveList caption="Invoices" columns={columns} card={card} rows={rows} rowKey={(r) => r.number} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Invoices' });
    const item = within(list).getByRole('listitem');
    expect([...item.querySelectorAll('dl > div')].map((d) => [d.className, d.textContent])).toEqual([
      ['list-card-title', 'Invoice #INV-1'],
      ['list-card-status', 'StatusSent'],
      ['list-card-party', 'ClientChris Client'],
      ['list-card-field', 'Due DateDec 1, 2026'],
      ['list-card-amount', 'Total$120.00'],
      ['list-card-action', 'ActionsView'],
    ]);
    // Only the fields without a place keep a visible header.
    expect([...item.querySelectorAll('dt:not(.visually-hidden)')].map((d) => d.textContent)).toEqual(['Due Date']);
  });

  it('from 640 px is a table whose nowrap columns and actions stay on one line, and follows a resize', () => {
    const resize = viewport(768);
    render(<ResponsiveList caption="Invoices" columns={columns} card={card} rows={rows} rowKey={(r) => r.number} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.filter((h) => h.classList.contains('list-nowrap')).map((h) => h.textContent)).toEqual(['Invoice #', 'Due Date', 'Actions']);
    expect(screen.getByRole('link', { name: 'View' }).parentElement!.className).toBe('list-actions');
    resize(390);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Invoices' })).toBeTruthy();
  });

  it('shows the empty text instead of an empty list, and the row class on the card', () => {
    viewport(390);
    const { rerender } = render(<ResponsiveList columns={columns} card={card} rows={[]} rowKey={(r) => r.number} empty="No invoices yet." />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No invoices yet.')).toBeTruthy();
    rerender(<ResponsiveList columns={columns} card={card} rows={rows} rowKey={(r) => r.number} rowClassName={() => 'is-flagged'} />);
    expect(screen.getByRole('listitem').className).toBe('list-card is-flagged');
  });

  it('without matchMedia (the remotes’ jsdom tests) is the table', () => {
    render(<ResponsiveList columns={columns} card={card} rows={rows} rowKey={(r) => r.number} />);
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
