import type { ComponentType } from 'react';
import { BadgeIcon, ClockIcon, FlameIcon, SnowflakeIcon, TagIcon, ThumbIcon, WindIcon, WrenchIcon } from './icons';

/**
 * The home page's fixed content; every text lives in the translation files under the `key` given here.
 * The card links are the required slugs exactly (docs/domains/public-site.md#home), even though /services/{slug} has no content for them.
 */
export interface ServiceCard {
  id: string;
  key: string;
  learnMoreLink: string;
  Icon: ComponentType;
}

export const SERVICE_CARDS: ServiceCard[] = [
  { id: 'ac', key: 'ac', learnMoreLink: '/services/ac-services', Icon: SnowflakeIcon },
  { id: 'heating', key: 'heating', learnMoreLink: '/services/heating-services', Icon: FlameIcon },
  { id: 'maintenance', key: 'maintenance', learnMoreLink: '/services/maintenance-plans', Icon: WrenchIcon },
  { id: 'air-quality', key: 'airQuality', learnMoreLink: '/services/air-quality', Icon: WindIcon },
];

export const REASONS: { key: string; Icon: ComponentType }[] = [
  { key: 'emergency', Icon: ClockIcon },
  { key: 'certified', Icon: BadgeIcon },
  { key: 'pricing', Icon: TagIcon },
  { key: 'guarantee', Icon: ThumbIcon },
];

export interface HomeTestimonial {
  id: number;
  key: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS: HomeTestimonial[] = [
  { id: 1, key: 'maria', rating: 5 },
  { id: 2, key: 'james', rating: 5 },
  { id: 3, key: 'linh', rating: 5 },
];
