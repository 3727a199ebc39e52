import { act, render, screen } from '@testing-library/react';
import type { HistoryEntry, HistoryResponse } from '@hvac/contracts';
import { api, changeLanguage, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { HistoryPanel } from '@hvac/ui/history';
import { signIn } from './harness';

// The panel every detail screen shows (docs/domains/billing.md#history), against a stand-in for its call.
const ID = '00000000-0000-4000-8000-000000000801';
const answer = (history: HistoryEntry[]): HistoryResponse => ({ status: 'success', data: { history, nextCursor: null } });
const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: '1',
  entityType: 'quote',
  entityId: ID,
  action: 'created',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'staff',
  actorName: 'Sam Staff',
  changes: {},
  at: '2026-11-20T15:04:00.000Z',
  ...overrides,
});
const line = (pattern: RegExp) => screen.findByText((_, el) => el?.tagName === 'P' && pattern.test(el.textContent ?? ''));
const panel = () => render(<HistoryPanel path={`quotes/${ID}/history`} version="v1" className="bl-panel" />);

beforeEach(async () => {
  signIn('staff');
  await act(() => changeLanguage('en'));
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('HistoryPanel (docs/architecture.md#history)', () => {
  it('shows that it is loading while the call is under way', () => {
    const get = jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
    panel();
    expect(screen.getByRole('heading', { name: 'Change history' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading the history…');
    expect(get).toHaveBeenCalledWith(`quotes/${ID}/history`, expect.objectContaining({ signal: expect.anything() }));
  });

  it('says so when the call fails', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    panel();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the history.');
  });

  it('says so when nothing is recorded yet', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    panel();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('words each change with who, their role and when, and each field from → to', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      answer([
        entry({ id: '3', action: 'payment_recorded', actorName: null, actorRole: 'manager', changes: { amount_paid: ['0.00', '40.00'], status: ['sent', 'partially_paid'] } }),
        entry({ id: '2', action: 'edited', actorName: 'Ada Admin', actorRole: 'admin', changes: { notes: ['Parts', null], include_in_tax_report: [true, false] } }),
        entry({ id: '1', actorId: null, actorRole: null, actorName: null }),
      ]),
    );
    panel();
    const items = await screen.findAllByRole('listitem');
    const lines = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL').map((li) => li.querySelector('p')!.textContent);
    expect(items.length).toBeGreaterThan(3);
    expect(lines[0]).toMatch(/^A former user \(manager\) recorded a payment · Nov 20, 2026/);
    expect(lines[1]).toMatch(/^Ada Admin \(admin\) edited it · /);
    expect(lines[2]).toMatch(/^The system created it · /);
    expect(screen.getByText(/Amount paid:/).textContent).toBe('Amount paid: 0.00 → 40.00');
    expect(screen.getByText(/Notes:/).textContent).toBe('Notes: Parts → (none)');
    expect(screen.getByText(/In the tax report:/).textContent).toBe('In the tax report: yes → no');
  });

  it('speaks Persian and Spanish', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([entry({ action: 'approved', actorRole: 'manager', actorName: 'Mona' })]));
    await act(() => changeLanguage('fa'));
    const { unmount } = panel();
    expect(await line(/^Mona \(مدیر\) آن را تأیید کرد · /)).toBeTruthy();
    unmount();
    await act(() => changeLanguage('es'));
    panel();
    expect(await line(/^Mona \(gerente\) lo aprobó · /)).toBeTruthy();
  });
});
