/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api, changeLanguage, useModal, useSession, type Language } from '@hvac/web-kit';
import BookingDialog from './BookingDialog';
import { localToday } from './form';

/* The schedule step offers only what can be served (docs/domains/service-requests.md#availability). */

const answer = (date: string) => ({
  status: 'success',
  data: {
    date,
    slots: [
      { timeSlot: 'Morning (8 AM - 12 PM)', available: true },
      { timeSlot: 'Afternoon (12 PM - 4 PM)', available: false },
      { timeSlot: 'Evening (4 PM - 8 PM)', available: true },
      { timeSlot: 'Any Time', available: true },
    ],
  },
});

async function toSchedule(lng: Language) {
  await act(() => changeLanguage(lng));
  act(() => useSession.getState().setSession('token', { id: '5b0e4b8e-9f57-4a43-bd53-0c1f2f1e0c11', username: 'Casey Client', email: 'casey@example.com', phone: null, role: 'client' } as never));
  act(() => useModal.getState().open('scheduleService', { serviceType: 'Other' }));
  render(<BookingDialog />);
  const dialog = screen.getByRole('dialog');
  const next = () => fireEvent.click(within(dialog).getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
  next();
  next();
  for (const [name, value] of [['fullName', 'Casey Client'], ['phone', '713-555-0100'], ['email', 'casey@example.com'], ['streetAddress', '4120 Westheimer Rd'], ['zipCode', '77027']]) {
    fireEvent.change(dialog.querySelector(`#booking-${name}`)!, { target: { value } });
  }
  next();
}

const window1 = () => document.querySelector<HTMLSelectElement>('#booking-preferredTime1')!;
const afternoon = () => within(window1()).getAllByRole('option')[2] as HTMLOptionElement;

beforeEach(() => {
  localStorage.clear();
  act(() => useModal.getState().close());
});
afterEach(() => jest.restoreAllMocks());

it.each([
  ['en', 'Afternoon (12 PM - 4 PM) (full)'],
  ['es', '(completo)'],
  ['fa', '(تکمیل)'],
] as const)('in %s marks a full window unavailable when a date is chosen, and takes back a full window chosen before', async (lng, text) => {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string, options?: { searchParams?: unknown }) => {
    if (path !== 'availability') throw new Error(`unexpected ${path}`);
    return answer((options?.searchParams as { date: string }).date) as never;
  });
  await toSchedule(lng);
  fireEvent.change(window1(), { target: { value: 'Afternoon (12 PM - 4 PM)' } });
  fireEvent.change(document.querySelector('#booking-preferredDate1')!, { target: { value: localToday() } });
  await waitFor(() => expect(afternoon().disabled).toBe(true));
  expect(afternoon().textContent).toContain(text);
  expect(get).toHaveBeenCalledWith('availability', expect.objectContaining({ searchParams: { date: localToday(), serviceType: 'Other' } }));
  await waitFor(() => expect(window1().value).toBe(''));
});
