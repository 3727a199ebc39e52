import { useTranslation } from 'react-i18next';
import { PhoneNumber } from '@hvac/ui';
import { COMPANY } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { PhoneIcon } from './icons';

/** docs/domains/public-site.md#global-layout: a fixed banner on top, 'EMERGENCY SERVICE 24/7' with a phone link. */
export function EmergencyBanner() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="emergency-banner" role="region" aria-label={t('banner.label')}>
      <strong>{t('banner.emergency')}</strong>
      <a className="emergency-banner-phone" href={COMPANY.emergencyPhone.href}>
        <PhoneIcon />
        <span className="emergency-banner-call">{t('banner.call')}</span> <PhoneNumber display={COMPANY.emergencyPhone.display} />
      </a>
    </div>
  );
}
