import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import es from './es.json';
import fa from './fa.json';

/** Namespace of every string this remote shows; registered once when the remote's code first loads. */
export const NS = 'public';

registerTranslations(NS, { en, fa, es });
