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

/** Whether a text was ever in the page while `run` went on (a loading state that must never show, or must). */
export async function everShown(text: string, run: () => Promise<unknown>): Promise<boolean> {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  await run();
  observer.disconnect();
  return seen;
}
