import type { BlogImageKey } from '@hvac/contracts/requests';
import acTuneUp from '../assets/blog/ac-tune-up.svg';
import ductCleaning from '../assets/blog/duct-cleaning.svg';
import energyEfficiency from '../assets/blog/energy-efficiency.svg';
import fallback from '../assets/blog/fallback.svg';
import furnaceCare from '../assets/blog/furnace-care.svg';
import heatPump from '../assets/blog/heat-pump.svg';
import houstonHeat from '../assets/blog/houston-heat.svg';
import hurricanePrep from '../assets/blog/hurricane-prep.svg';
import indoorAirQuality from '../assets/blog/indoor-air-quality.svg';
import thermostat from '../assets/blog/thermostat.svg';

/** Featured images shipped with this remote, by the key a post carries (contracts BLOG_IMAGE_KEYS). */
const BLOG_IMAGES: Record<BlogImageKey, string> = {
  'ac-tune-up': acTuneUp,
  'energy-efficiency': energyEfficiency,
  'houston-heat': houstonHeat,
  'indoor-air-quality': indoorAirQuality,
  'furnace-care': furnaceCare,
  thermostat,
  'duct-cleaning': ductCleaning,
  'hurricane-prep': hurricanePrep,
  'heat-pump': heatPump,
};

export const BLOG_IMAGE_SIZE = { width: 800, height: 420 } as const;

/** The image for a post's key; a missing or unknown key gets the general illustration. */
export const blogImage = (key: string | null | undefined): string =>
  key && Object.hasOwn(BLOG_IMAGES, key) ? BLOG_IMAGES[key as BlogImageKey] : fallback;
