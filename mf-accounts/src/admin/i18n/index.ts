import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import es from './es.json';
import fa from './fa.json';

/** The admin screens' own namespace (dashboard, users, analytics). */
export const NS = 'admin';

registerTranslations(NS, { en, fa, es });
