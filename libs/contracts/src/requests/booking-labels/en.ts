import type { BookingLabels } from './types';

export const en: BookingLabels = {
  serviceTypes: {
    'AC Repair': 'AC Repair',
    'Heating Installation': 'Heating Installation',
    'Maintenance Plan Inquiry': 'Maintenance Plan Inquiry',
    'Indoor Air Quality Consultation': 'Indoor Air Quality Consultation',
    Other: 'Other',
  },
  issues: {
    'Not Cooling / Blowing Warm Air': 'Not Cooling / Blowing Warm Air',
    'Strange Noises': 'Strange Noises',
    'Leaking Water': 'Leaking Water',
    "Unit Won't Turn On": "Unit Won't Turn On",
    'Thermostat Issues': 'Thermostat Issues',
    'Routine Maintenance Request': 'Routine Maintenance Request',
    Other: 'Other',
  },
  systemAges: {
    '0-5 years': '0-5 years',
    '6-10 years': '6-10 years',
    '10+ years': '10+ years',
    Unsure: 'Unsure',
  },
  systemTypes: {
    'Central AC': 'Central AC',
    'Ductless Mini-Split': 'Ductless Mini-Split',
    'Heat Pump': 'Heat Pump',
    Unsure: 'Unsure',
  },
  installationTypes: {
    'New System Installation (First Time)': 'New System Installation (First Time)',
    'Replacing Existing System': 'Replacing Existing System',
  },
  propertySizes: {
    'Under 1500 sq ft': 'Under 1500 sq ft',
    '1500-2500 sq ft': '1500-2500 sq ft',
    '2500-3500 sq ft': '2500-3500 sq ft',
    'Over 3500 sq ft': 'Over 3500 sq ft',
  },
  propertyTypes: {
    'Single-Family Home': 'Single-Family Home',
    Townhouse: 'Townhouse',
    Condo: 'Condo',
  },
  tiers: {
    standard: {
      name: 'Standard Efficiency',
      features: ['Up to 14 SEER', '5-year parts warranty'],
    },
    performance: {
      name: 'High Performance',
      features: ['16-18 SEER', '10-year parts warranty', 'Wi-Fi thermostat'],
    },
    premium: {
      name: 'Premium Comfort & Efficiency',
      features: ['20+ SEER', '10-year parts and labor warranty'],
    },
  },
  timeWindows: {
    'Morning (8 AM - 12 PM)': 'Morning (8 AM - 12 PM)',
    'Afternoon (12 PM - 4 PM)': 'Afternoon (12 PM - 4 PM)',
    'Evening (4 PM - 8 PM)': 'Evening (4 PM - 8 PM)',
    'Any Time': 'Any Time',
  },
  addOnNames: {
    capacitor: 'Capacitor replacement',
    tuneUp: 'System tune-up and cleaning',
    smartThermostat: 'Smart thermostat installation',
    smartThermostatUpgrade: 'Smart thermostat upgrade',
    airPurifier: 'Whole-home air purifier',
    extendedWarranty: 'Extended warranty',
  },
};
