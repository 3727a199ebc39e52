import { registerTranslations } from '@hvac/web-kit';
import en from './en.json';
import es from './es.json';
import fa from './fa.json';

export const SHELL_NS = 'shell';
registerTranslations(SHELL_NS, { en, fa, es });
