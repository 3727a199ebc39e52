/**
 * Line icons drawn inline: a few hundred bytes each, no image requests, and they take the text colour.
 * All are decorative (the card titles carry the meaning), so they are hidden from assistive technology.
 */
import type { ReactNode } from 'react';

export const Svg = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    width="40"
    height="40"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const SnowflakeIcon = () => (
  <Svg>
    <path d="M12 2v20M4.9 6l14.2 12M4.9 18 19.1 6" />
    <path d="m9.5 3.5 2.5 2 2.5-2M9.5 20.5l2.5-2 2.5 2" />
  </Svg>
);

export const FlameIcon = () => (
  <Svg>
    <path d="M12 22c4 0 7-2.7 7-6.6 0-3.9-3-6.4-4.2-9.4-.5 2-1.7 3.2-2.8 3.6C12.4 6.4 11 3.7 8.5 2c.3 3.2-1.5 5.3-2.8 7.3C4.8 10.7 5 12.4 5 13.4 5 18.6 8 22 12 22Z" />
  </Svg>
);

export const WrenchIcon = () => (
  <Svg>
    <path d="M14.7 6.3a4 4 0 0 0 5 5l-8.9 8.9a2.1 2.1 0 0 1-3-3l8.9-8.9a4 4 0 0 1-2-2Z" />
    <path d="m18 3-2.3 2.3.6 2.4 2.4.6L21 6" />
  </Svg>
);

export const WindIcon = () => (
  <Svg>
    <path d="M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h7" />
  </Svg>
);

export const ClockIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const BadgeIcon = () => (
  <Svg>
    <circle cx="12" cy="9" r="6" />
    <path d="m9 14.5-1.5 7.5 4.5-2.5 4.5 2.5-1.5-7.5M9.5 9l1.7 1.7L14.5 7.5" />
  </Svg>
);

export const TagIcon = () => (
  <Svg>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Svg>
);

export const ThumbIcon = () => (
  <Svg>
    <path d="M7 11v10H3V11h4Zm0 0 4-8a2.5 2.5 0 0 1 3 2.5V9h5.5a2 2 0 0 1 2 2.4l-1.6 7.6a2.5 2.5 0 0 1-2.4 2H7" />
  </Svg>
);
