import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { changeLanguage, type Language } from '@hvac/web-kit';
import AccountsRoutes from '../src/routes';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

/** Renders the remote's routes as the shell mounts them, at `path`, in `lng`. */
export async function renderAt(path: string, lng: Language = 'en') {
  await act(() => changeLanguage(lng));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccountsRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}
