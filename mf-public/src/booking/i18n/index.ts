import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import es from './es.json';
import fa from './fa.json';

/** The dialog's own namespace: its strings arrive with its lazily loaded chunk, not with the public pages. */
export const NS = 'booking';

registerTranslations(NS, { en, fa, es });
