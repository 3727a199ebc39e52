/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { BookingButton } from '../src/booking-button';
import { initI18n } from '../src/i18n';

const renderButton = (onOpen: () => void) =>
  render(
    <MemoryRouter initialEntries={['/about']}>
      <BookingButton onOpen={onOpen}>Schedule Service</BookingButton>
    </MemoryRouter>,
  );

describe('BookingButton', () => {
  beforeAll(() => initI18n());

  it("falls back to the contact page in the reader's language", async () => {
    await i18next.changeLanguage('fa');
    const { unmount } = renderButton(jest.fn());
    const form = screen.getByRole('button', { name: 'Schedule Service' }).closest('form');
    expect([form?.getAttribute('action'), form?.getAttribute('method')]).toEqual(['/fa/contact', 'get']);
    unmount();
    await i18next.changeLanguage('en');
  });

  it('opens the dialog instead of submitting', () => {
    const onOpen = jest.fn();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    renderButton(onOpen);
    const button = screen.getByRole('button', { name: 'Schedule Service' });
    button.closest('form')!.addEventListener('submit', submitted);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });
});
