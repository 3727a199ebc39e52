import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, type Language } from '@hvac/web-kit';
import PublicRoutes from './routes';

/** The remote's routes at one path in one language, as the shell would mount them. */
export async function renderAt(path: string, lng: Language = 'en') {
  await act(() => changeLanguage(lng));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicRoutes />
    </MemoryRouter>,
  );
}
