import { initI18n } from '@hvac/web-kit';

// The shell initialises i18n once per page; the screens under test expect the same.
initI18n();
