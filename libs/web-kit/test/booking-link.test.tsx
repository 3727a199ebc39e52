/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BookingLink } from '../src/booking-link';
import { initI18n } from '../src/i18n';

function renderLink(onOpen: () => void) {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route path="/about" element={<BookingLink onOpen={onOpen}>Schedule Service</BookingLink>} />
        <Route path="*" element={<p>contact page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BookingLink', () => {
  beforeAll(() => initI18n());

  it("is a link to the contact page in the reader's language", async () => {
    await i18next.changeLanguage('fa');
    const { unmount } = renderLink(jest.fn());
    expect(screen.getByRole('link', { name: 'Schedule Service' }).getAttribute('href')).toBe('/fa/contact');
    unmount();
    await i18next.changeLanguage('en');
  });

  it('opens the dialog on a plain click instead of following the link', () => {
    const onOpen = jest.fn();
    renderLink(onOpen);
    fireEvent.click(screen.getByRole('link', { name: 'Schedule Service' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('contact page')).toBeNull();
  });

  it('follows the link on a click meant for another tab', () => {
    const onOpen = jest.fn();
    renderLink(onOpen);
    fireEvent.click(screen.getByRole('link', { name: 'Schedule Service' }), { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
