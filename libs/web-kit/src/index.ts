export { api, createApi, answerError, ApiError, isNotFound, INVALID_RESPONSE_MESSAGE, httpErrorMessage, type Api, type ApiOptions } from './api';
export { useSession, useLogout, SESSION_STORAGE_KEY, type SessionState } from './session';
export { useModal, type ModalState } from './modal';
export {
  initI18n,
  i18nReady,
  useTranslationsLoaded,
  translationsLoaded,
  registerTranslations,
  changeLanguage,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  type Language,
  type TranslationBundle,
  type BundleSource,
} from './i18n';
export { COMPANY, companyAddressLine } from './company';
export { localDigits, localNumber } from './digits';
export { lazyPage, type LazyPage } from './lazy-page';
export { useDocumentMeta } from './document-meta';
export { usePageHead, setPageHead, clearPageHead, PAGE_META_ATTRIBUTE, type HeadElement } from './page-head';
export { localizedPath, useLocalizedPath } from './localized-path';
export { rememberLanguage, storedLanguage } from './language-detector';
export { BookingButton, type BookingButtonProps } from './booking-button';
export { ClientOnly, useHydrated } from './client-only';
