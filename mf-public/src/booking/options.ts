/**
 * Prices and display details of the booking dialog (docs/domains/public-site.md#constants). The option values themselves (service
 * types, problems, sizes, time windows, add-on keys) come from @hvac/contracts, shared with
 * svc-requests; the translation files key their labels by those values.
 */

/** Installation tiers' starting prices in US dollars. */
export const TIER_PRICES: Record<string, number> = { standard: 3500, performance: 5500, premium: 8000 };

export const DIAGNOSTIC_FEE = 89;

export type AddOnPrice = { min: number; max: number } | { exact: number } | { from: number } | { plus: number };

/** Add-on prices: a range, a fixed price, a starting price or a surcharge on the new system. */
export const ADD_ON_PRICES: Record<string, AddOnPrice> = {
  capacitor: { min: 150, max: 300 },
  tuneUp: { exact: 99 },
  smartThermostat: { from: 250 },
  smartThermostatUpgrade: { plus: 150 },
  airPurifier: { plus: 800 },
  extendedWarranty: { plus: 500 },
};

export const DEFAULT_CITY = 'Houston';
export const STEP_COUNT = 5;
export const OTHER_ISSUE = 'Other';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** '$3,500': indicative prices are whole dollars; the diagnostic fee keeps its cents ('$89.00'). */
export const wholeDollars = (amount: number): string => whole.format(amount);
