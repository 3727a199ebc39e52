import Bowser from 'bowser';
import { isbot } from 'isbot';

export interface Agent {
  browser: string;
  os: string;
  isMobile: boolean;
}

const MOBILE_VIEWPORT = 768;
const NAME_LENGTH = 60;
const name = (value: string | undefined) => (value ? value.slice(0, NAME_LENGTH) : 'Other');

/**
 * Browser, operating system and mobile/desktop from the user agent, or null for an obvious bot
 * (a crawler, a script, a headless browser, or no user agent at all). Tablets count as mobile. When
 * the agent names no platform, the reported viewport width decides.
 */
export function parseAgent(userAgent: string | undefined, viewportWidth: number | undefined): Agent | null {
  const ua = userAgent?.trim();
  if (!ua || isbot(ua)) return null;
  const parser = Bowser.getParser(ua);
  const platform = parser.getPlatformType(true);
  const isMobile = platform === 'mobile' || platform === 'tablet' || (!platform && viewportWidth !== undefined && viewportWidth < MOBILE_VIEWPORT);
  return { browser: name(parser.getBrowserName()), os: name(parser.getOSName()), isMobile };
}
