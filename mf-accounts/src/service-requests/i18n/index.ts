import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import es from './es.json';
import fa from './fa.json';

/** The service-request screens' own namespace, so they never edit the accounts screens' shared JSON. */
export const NS = 'serviceRequests';

registerTranslations(NS, { en, fa, es });
