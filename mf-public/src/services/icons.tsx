import type { ComponentType } from 'react';
import { ClockIcon, FlameIcon, SnowflakeIcon, Svg, WindIcon, WrenchIcon } from '../home/icons';
import type { ProblemIcon, ServiceSlug } from './content/types';

const ThermometerIcon = () => (
  <Svg>
    <path d="M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0Z" />
  </Svg>
);
const DropletIcon = () => (
  <Svg>
    <path d="M12 2.7s6 6.4 6 11.3a6 6 0 0 1-12 0c0-4.9 6-11.3 6-11.3Z" />
  </Svg>
);
const NoiseIcon = () => (
  <Svg>
    <path d="M4 9v6h4l5 4V5L8 9H4Z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </Svg>
);
const PowerIcon = () => (
  <Svg>
    <path d="M12 2v9" />
    <path d="M6.3 6.3a8 8 0 1 0 11.4 0" />
  </Svg>
);
const BillIcon = () => (
  <Svg>
    <path d="M6 2h12v20l-3-2-3 2-3-2-3 2V2Z" />
    <path d="M9 7h6M9 11h6M9 15h3" />
  </Svg>
);
const AlertIcon = () => (
  <Svg>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);
const BuildingIcon = () => (
  <Svg>
    <path d="M4 21V5l8-3v19M12 8l8 3v10M2 21h20M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2" />
  </Svg>
);

/** Decorative icons beside problem texts (docs/domains/public-site.md#content, problems: id, text, icon). */
export const PROBLEM_ICONS: Record<ProblemIcon, ComponentType> = {
  thermometer: ThermometerIcon,
  droplet: DropletIcon,
  noise: NoiseIcon,
  power: PowerIcon,
  bill: BillIcon,
  air: WindIcon,
  alert: AlertIcon,
  clock: ClockIcon,
};

/** The service cards' icons (docs/domains/public-site.md#content, service card: icon). */
export const SERVICE_ICONS: Record<ServiceSlug, ComponentType> = {
  'air-conditioning': SnowflakeIcon,
  heating: FlameIcon,
  maintenance: WrenchIcon,
  'indoor-air-quality': WindIcon,
  'commercial-hvac': BuildingIcon,
};
