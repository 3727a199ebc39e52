/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '@hvac/web-kit';
import { StatusBadge, statusLabel } from '../src/list';

beforeAll(() => initI18n());

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'badge-warning'],
    ['confirmed', 'Confirmed', 'badge-info'],
    ['in_progress', 'In progress', 'badge-accent'],
    ['completed', 'Completed', 'badge-success'],
    ['cancelled', 'Cancelled', 'badge-danger'],
  ])('shows %s as %s in its colour', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge.className).toContain(tone);
  });

  it('shows an unknown status capitalised, underscores as spaces, in neutral grey', () => {
    render(<StatusBadge status="awaiting_parts_delivery" />);
    const badge = screen.getByText('Awaiting parts delivery');
    expect(badge.className).toContain('badge-neutral');
  });

  it.each([null, undefined, ''])("shows 'N/A' for a missing status (%p)", (status) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(container.textContent).toBe('N/A');
  });

  it('translates known statuses', async () => {
    await changeLanguage('es');
    render(<StatusBadge status="in_progress" />);
    expect(screen.getByText('En curso')).toBeTruthy();
  });

  it('labels roles with the spec colours (admin red, manager yellow, staff blue, client green)', () => {
    const tones = ['admin', 'manager', 'staff', 'client'].map((role) => {
      const { container } = render(<StatusBadge status={role} />);
      return container.firstElementChild!.className;
    });
    expect(tones).toEqual(['badge badge-danger', 'badge badge-warning', 'badge badge-info', 'badge badge-success']);
  });

  it('statusLabel capitalises the first letter only', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
  });
});
