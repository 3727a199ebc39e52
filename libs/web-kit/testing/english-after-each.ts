/**
 * For the screens' tests (setupFilesAfterEnv): every test ends in English whether it passed or not, so
 * one that switched to Persian or Spanish and then failed cannot fail the tests after it as well.
 */
import { act } from '@testing-library/react';
import i18next from 'i18next';
import { changeLanguage } from '../src/i18n';

afterEach(async () => {
  if (i18next.isInitialized && i18next.resolvedLanguage !== 'en') await act(() => changeLanguage('en'));
});
