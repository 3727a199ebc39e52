// The one stylesheet of the page, imported once by the shell (or a dev host). Persian uses only the
// Arabic-script subset of Vazirmatn; the browser fetches a face only when text needs it.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/vazirmatn/arabic-400.css';
import '@fontsource/vazirmatn/arabic-700.css';
import './tokens.css';
import './base.css';
import './components.css';
