/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '@hvac/web-kit';
import { Table } from '../src/list';

beforeAll(() => initI18n());

const columns = [{ key: 'name', header: 'Name' }];

describe('Table', () => {
  it('scrolls in a frame a keyboard can reach, named by the caption', () => {
    render(<Table columns={columns} rows={[{ name: 'Ana' }]} rowKey={(r) => r.name} caption="Technicians" />);
    const frame = screen.getByRole('region', { name: 'Technicians' });
    expect(frame.tabIndex).toBe(0);
    expect(frame.querySelector('table')).not.toBeNull();
  });

  it('names a frame without a caption in the reader’s language', async () => {
    const { rerender } = render(<Table columns={columns} rows={[]} rowKey={(r: { name: string }) => r.name} />);
    expect(screen.getByRole('region', { name: 'Table (scrolls sideways)' })).toBeTruthy();
    await act(() => changeLanguage('es'));
    rerender(<Table columns={columns} rows={[]} rowKey={(r: { name: string }) => r.name} />);
    expect(screen.getByRole('region', { name: 'Tabla (se desplaza horizontalmente)' })).toBeTruthy();
    expect(screen.getByText('No se encontraron registros.')).toBeTruthy();
  });

  it('marks the rows its rowClassName names, and only those', () => {
    render(
      <Table columns={columns} rows={[{ name: 'Ana' }, { name: 'Bo' }]} rowKey={(r) => r.name} rowClassName={(r) => (r.name === 'Bo' ? 'is-flagged' : undefined)} />,
    );
    expect(screen.getByText('Bo').closest('tr')!.className).toBe('is-flagged');
    expect(screen.getByText('Ana').closest('tr')!.hasAttribute('class')).toBe(false);
  });
});
