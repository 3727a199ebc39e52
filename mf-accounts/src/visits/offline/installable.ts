import { useEffect } from 'react';

/**
 * My Jobs installs as an app of its own (docs/domains/service-requests.md#the-technicians-day): while it
 * is on screen the page names its own manifest, and a service worker scoped to /my-jobs keeps the
 * screen's files for a reload without signal. Both are the shell's public files (shell/public), served
 * by the gateway at the site's root: a worker controls only paths under its own folder, and the remote's
 * files live under /remotes/mf_accounts/<version>/, which covers no page.
 */
export function useInstallable(): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const siteManifest = link?.getAttribute('href') ?? null;
    link?.setAttribute('href', '/my-jobs.webmanifest');
    navigator.serviceWorker?.register('/my-jobs-sw.js', { scope: '/my-jobs' }).catch(() => undefined);
    return () => {
      if (link && siteManifest) link.setAttribute('href', siteManifest);
    };
  }, []);
}
