/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import type { AuthResponse } from '@hvac/contracts/identity';
import { api, useSession } from '@hvac/web-kit';
import { renderAt } from './harness';

// Required fields carry a ' *' marker after their label text.
const field = (label: string) =>
  screen.getByLabelText((text) => text === label || text === `${label} *`, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(field(label));
const submitButton = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
const terms = () => screen.getByRole('checkbox') as HTMLInputElement;
const errorOf = (label: string) => {
  const id = field(label).id;
  return document.getElementById(`${id}-error`)?.textContent ?? null;
};

const fillValid = () => {
  type('Full Name', 'Dana Whitfield');
  type('Email Address', 'dana@example.com');
  type('Password', 'Cool-Air-2026');
  type('Confirm Password', 'Cool-Air-2026');
  fireEvent.click(terms());
};

describe('/register', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    act(() => useSession.getState().logout());
  });

  it('keeps submit disabled until required fields, terms, criteria and match all hold', async () => {
    await renderAt('/register');
    expect(submitButton().disabled).toBe(true);
    fillValid();
    expect(submitButton().disabled).toBe(false);

    // Phone is optional: the rule names the required fields only.
    type('Phone', '');
    expect(submitButton().disabled).toBe(false);

    type('Full Name', '');
    expect(submitButton().disabled).toBe(true);
    type('Full Name', 'Dana Whitfield');

    type('Email Address', '');
    expect(submitButton().disabled).toBe(true);
    type('Email Address', 'dana@example.com');

    fireEvent.click(terms());
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(terms());

    type('Password', 'coolair2026');
    type('Confirm Password', 'coolair2026');
    expect(submitButton().disabled).toBe(true);

    type('Password', 'Cool-Air-2026');
    type('Confirm Password', 'Cool-Air-2027');
    expect(submitButton().disabled).toBe(true);

    type('Confirm Password', '');
    expect(submitButton().disabled).toBe(true);

    type('Confirm Password', 'Cool-Air-2026');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows each message of docs/domains/accounts.md#validation letter by letter once a field is left', async () => {
    await renderAt('/register');
    leave('Full Name');
    expect(errorOf('Full Name')).toBe('Full Name is required.');
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');

    leave('Email Address');
    expect(errorOf('Email Address')).toBe('Email Address is required.');
    type('Email Address', 'dana@example');
    expect(errorOf('Email Address')).toBe('Email address is invalid.');

    type('Phone', '555-01');
    leave('Phone');
    expect(errorOf('Phone')).toBe('Phone number is invalid.');
    type('Phone', '+1 713 555 0142');
    expect(errorOf('Phone')).toBe('Phone number is invalid.');
    type('Phone', '713-555-0142');
    expect(errorOf('Phone')).toBeNull();

    leave('Password');
    expect(errorOf('Password')).toBe('Password is required.');
    type('Password', 'coolair');
    expect(errorOf('Password')).toBe('Password does not meet all criteria.');

    leave('Confirm Password');
    expect(errorOf('Confirm Password')).toBe('Confirm Password is required.');
    type('Confirm Password', 'coolair!');
    expect(errorOf('Confirm Password')).toBe('Passwords do not match.');

    fireEvent.click(terms());
    fireEvent.click(terms());
    expect(document.getElementById('register-terms-error')?.textContent).toBe(
      'You must agree to the Terms of Service and Privacy Policy.',
    );
    expect(terms().getAttribute('aria-invalid')).toBe('true');

    for (const alert of screen.getAllByRole('alert')) expect(alert.textContent).not.toBe('');
  });

  it('does not show errors for fields the visitor has not reached yet', async () => {
    await renderAt('/register');
    type('Full Name', 'Dana');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('ticks the live criteria checklist as the password is typed', async () => {
    await renderAt('/register');
    const met = () =>
      Array.from(document.querySelectorAll('#register-criteria li'))
        .filter((li) => li.getAttribute('data-met') === 'true')
        .map((li) => li.getAttribute('data-criterion'));
    const items = Array.from(document.querySelectorAll('#register-criteria li')).map((li) => li.textContent);
    expect(items).toEqual([
      'At least 8 characters (not met)',
      'An uppercase letter (A-Z) (not met)',
      'A lowercase letter (a-z) (not met)',
      'A number (0-9) (not met)',
      'A symbol (e.g. ! @ # $) (not met)',
    ].map((text) => '○' + text));
    expect(met()).toEqual([]);
    type('Password', 'a');
    expect(met()).toEqual(['lowercase']);
    type('Password', 'aB3');
    expect(met()).toEqual(['uppercase', 'lowercase', 'number']);
    type('Password', 'aB3#');
    expect(met()).toEqual(['uppercase', 'lowercase', 'number', 'special']);
    type('Password', 'aB3#efgh');
    expect(met()).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
    expect(document.querySelector('#register-criteria li')?.textContent).toBe('✓At least 8 characters (met)');
    expect(field('Password').getAttribute('aria-describedby')).toContain('register-criteria');
  });

  it('links to /login, /terms-of-service and /privacy-policy', async () => {
    await renderAt('/register');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it("shows 'Account created successfully! Please log in.' for the spec's 2000 ms, then goes to /login", async () => {
    // The redirect's delay on the test's clock, which moves only when told.
    jest.useFakeTimers();
    const answer = { token: 'token', user: { id: 'u1', username: 'Dana Whitfield', email: 'dana@example.com', role: 'client' } } as AuthResponse;
    jest.spyOn(api, 'post').mockResolvedValue(answer);
    await renderAt('/register');
    fillValid();
    fireEvent.click(submitButton());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Account created successfully! Please log in.')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(screen.getByTestId('path').textContent).toBe('/register');
    expect(screen.getByText('Account created successfully! Please log in.')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('stays signed out after registering, so /login is not shown to someone already signed in', async () => {
    const answer = { token: 'token', user: { id: 'u1', username: 'Dana Whitfield', email: 'dana@example.com', role: 'client' } } as AuthResponse;
    jest.spyOn(api, 'post').mockResolvedValue(answer);
    await renderAt('/register');
    fillValid();
    fireEvent.click(submitButton());
    await screen.findByText('Account created successfully! Please log in.');
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });

  it('speaks Persian', async () => {
    await renderAt('/register', 'fa');
    leave('نام کامل');
    expect(errorOf('نام کامل')).toBe('نام کامل الزامی است.');
    expect(screen.getByRole('button', { name: 'ایجاد حساب' })).toBeTruthy();
  });
});
