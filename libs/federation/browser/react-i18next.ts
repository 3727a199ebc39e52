/**
 * The react-i18next API the apps share (the `react-i18next` share key resolves here). Shared whole,
 * the package also ships ICU message components and server-rendering helpers no app uses; naming
 * what the apps use lets webpack drop the rest (bench: JavaScript on /). Need another export? Add
 * it here; test/facades.test.ts fails for an app that imports a name this list lacks.
 */
export {
  Trans,
  Translation,
  I18nextProvider,
  I18nContext,
  initReactI18next,
  useTranslation,
  withTranslation,
  getI18n,
  setI18n,
  getDefaults,
  setDefaults,
} from 'hvac-react-i18next-impl';
