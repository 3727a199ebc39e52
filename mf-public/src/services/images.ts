import airConditioning from '../assets/services/air-conditioning.svg';
import commercialHvac from '../assets/services/commercial-hvac.svg';
import heating from '../assets/services/heating.svg';
import indoorAirQuality from '../assets/services/indoor-air-quality.svg';
import maintenance from '../assets/services/maintenance.svg';
import type { ServiceSlug } from './content/types';

/** The hero and card illustration of each service (docs/domains/public-site.md#content: heroImage / image), 1200×480, under 1.3 KB each. */
export const SERVICE_IMAGES: Record<ServiceSlug, string> = {
  'air-conditioning': airConditioning,
  heating,
  maintenance,
  'indoor-air-quality': indoorAirQuality,
  'commercial-hvac': commercialHvac,
};

export const SERVICE_IMAGE_SIZE = { width: 1200, height: 480 } as const;
