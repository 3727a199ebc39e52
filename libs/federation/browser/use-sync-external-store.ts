/**
 * What `use-sync-external-store/shim` resolves to in the apps' builds. react-i18next imports the shim so
 * it runs on Reacts before 18; on React 19 the shim only hands over React's own hook, yet brought its
 * fallback implementation into every page's first load (bench: JavaScript on /).
 */
export { useSyncExternalStore } from 'react';
