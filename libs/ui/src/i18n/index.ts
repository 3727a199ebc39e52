import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import es from './es.json';
import fa from './fa.json';

export const UI_NS = 'ui';
registerTranslations(UI_NS, { en, fa, es });
