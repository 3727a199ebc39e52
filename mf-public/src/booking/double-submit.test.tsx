/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { api, changeLanguage, useModal, useSession } from '@hvac/web-kit';
import BookingDialog from './BookingDialog';
import { localToday } from './form';

// A double click sends one request (libs/ui's useSubmit, docs/architecture.md#frontend-conventions).
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const doubleClick = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    useSession.getState().logout();
    useModal.getState().close();
  });
});

it('a guest’s double clicks on Next at the contact step and on Confirm send one lead and one booking', async () => {
  let answerLead!: () => void;
  const post = jest.spyOn(api, 'post').mockImplementation((path: string) =>
    path === 'auth/register-service-lead'
      ? (new Promise((resolve) => (answerLead = () => resolve({ success: true, user: { id: 'token-1' } }))) as never)
      : (new Promise(() => undefined) as never),
  );
  await act(() => changeLanguage('en'));
  act(() => useModal.getState().open('scheduleService', { serviceType: 'Other' }));
  render(<BookingDialog />);
  const next = () => within(dialog()).getByRole('button', { name: 'Next' });
  fireEvent.click(next());
  fireEvent.click(next());
  type('Full Name', 'Gale Guest');
  type('Phone Number', '713-555-0100');
  type('Email Address', 'gale@example.com');
  type('Street Address', '1 Main St');
  type('ZIP Code', '77002');
  doubleClick(next());
  await act(async () => answerLead());
  type('First preferred date', localToday());
  fireEvent.change(screen.getByLabelText('First preferred time window', { exact: false }), { target: { value: 'Any Time' } });
  fireEvent.click(next());
  doubleClick(within(dialog()).getByRole('button', { name: 'Confirm & Request Service' }));
  await act(async () => undefined);
  expect(post.mock.calls.map(([path]) => path)).toEqual(['auth/register-service-lead', 'service-requests']);
});
