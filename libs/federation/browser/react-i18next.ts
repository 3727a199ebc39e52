/**
 * The react-i18next API the apps share (the `react-i18next` share key resolves here). Shared whole,
 * the package also ships ICU message components and server-rendering helpers no app uses; naming
 * what the apps use lets webpack drop the rest (bench: JavaScript on /). Need another export? Add
 * it here; test/facades.test.ts fails for an app that imports a name this list lacks.
 * Trans is not here (issue 30): with its HTML parser it was over half of this shared chunk, which
 * every page downloads, and only two mf-accounts screens use it. An app that needs it bundles
 * `react-i18next/TransWithoutContext` and passes it the page's instance (mf-accounts/src/shared/Trans.tsx).
 */
export {
  I18nextProvider,
  I18nContext,
  initReactI18next,
  useTranslation,
  getI18n,
  setI18n,
  getDefaults,
  setDefaults,
} from 'hvac-react-i18next-impl';
