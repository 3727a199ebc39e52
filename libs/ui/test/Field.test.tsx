/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@hvac/web-kit';
import { Field, Input } from '../src/forms';
import { Pagination, pageWindow } from '../src/list';

beforeAll(() => initI18n());

describe('Field', () => {
  it('labels its control and announces the error', () => {
    render(
      <Field label="Email Address" htmlFor="email" error="Email Address is required." hint="We never share it.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email Address');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(screen.getByRole('alert').textContent).toBe('Email Address is required.');
  });

  it('shows no alert without an error', () => {
    render(
      <Field label="Phone" id="phone">
        <Input />
      </Field>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the error slot, silent and unreferenced, until there is a message', () => {
    const field = (error?: string) => (
      <Field label="Email" id="email" error={error}>
        <Input />
      </Field>
    );
    const { container, rerender } = render(field());
    const slot = container.querySelector('.field-error');
    expect(slot?.textContent).toBe('');
    expect(slot?.hasAttribute('role')).toBe(false);
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeNull();
    rerender(field('Email is required.'));
    expect(container.querySelector('.field-error')).toBe(slot);
    expect(screen.getByRole('alert')).toBe(slot);
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('email-error');
  });
});

describe('Pagination', () => {
  it('windows the pages around the current one', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('moves by step and by page, and disables the ends', () => {
    const onChange = jest.fn();
    render(<Pagination currentPage={1} totalPages={4} onChange={onChange} />);
    expect((screen.getByText('Previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Next'));
    fireEvent.click(screen.getByLabelText('Page 4'));
    expect(onChange.mock.calls).toEqual([[2], [4]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
