import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';

/** The dashboard widgets' own namespace: they load on the dashboard, without the inventory screens' words. */
export const NS = 'inventoryWidgets';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-inventory-widgets-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-inventory-widgets-es" */ './es.json'),
});
