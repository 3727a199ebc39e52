import type { BookingLabels } from './types';

export const es: BookingLabels = {
  serviceTypes: {
    'AC Repair': 'Reparación de aire acondicionado',
    'Heating Installation': 'Instalación de calefacción',
    'Maintenance Plan Inquiry': 'Consulta sobre planes de mantenimiento',
    'Indoor Air Quality Consultation': 'Consulta sobre calidad del aire interior',
    Other: 'Otro',
  },
  issues: {
    'Not Cooling / Blowing Warm Air': 'No enfría / sopla aire caliente',
    'Strange Noises': 'Ruidos extraños',
    'Leaking Water': 'Fuga de agua',
    "Unit Won't Turn On": 'La unidad no enciende',
    'Thermostat Issues': 'Problemas con el termostato',
    'Routine Maintenance Request': 'Solicitud de mantenimiento de rutina',
    Other: 'Otro',
  },
  systemAges: {
    '0-5 years': '0-5 años',
    '6-10 years': '6-10 años',
    '10+ years': 'Más de 10 años',
    Unsure: 'No estoy seguro',
  },
  systemTypes: {
    'Central AC': 'Aire acondicionado central',
    'Ductless Mini-Split': 'Minisplit sin ductos',
    'Heat Pump': 'Bomba de calor',
    Unsure: 'No estoy seguro',
  },
  installationTypes: {
    'New System Installation (First Time)': 'Instalación de sistema nuevo (primera vez)',
    'Replacing Existing System': 'Reemplazo del sistema existente',
  },
  propertySizes: {
    'Under 1500 sq ft': 'Menos de 1500 pies²',
    '1500-2500 sq ft': '1500-2500 pies²',
    '2500-3500 sq ft': '2500-3500 pies²',
    'Over 3500 sq ft': 'Más de 3500 pies²',
  },
  propertyTypes: {
    'Single-Family Home': 'Casa unifamiliar',
    Townhouse: 'Casa adosada',
    Condo: 'Condominio',
  },
  tiers: {
    standard: {
      name: 'Eficiencia estándar',
      features: ['Hasta 14 SEER', 'Garantía de piezas de 5 años'],
    },
    performance: {
      name: 'Alto rendimiento',
      features: ['16-18 SEER', 'Garantía de piezas de 10 años', 'Termostato Wi-Fi'],
    },
    premium: {
      name: 'Confort y eficiencia premium',
      features: ['20+ SEER', 'Garantía de piezas y mano de obra de 10 años'],
    },
  },
  timeWindows: {
    'Morning (8 AM - 12 PM)': 'Mañana (8 AM - 12 PM)',
    'Afternoon (12 PM - 4 PM)': 'Tarde (12 PM - 4 PM)',
    'Evening (4 PM - 8 PM)': 'Noche (4 PM - 8 PM)',
    'Any Time': 'Cualquier hora',
  },
  addOnNames: {
    capacitor: 'Reemplazo del capacitor',
    tuneUp: 'Puesta a punto y limpieza del sistema',
    smartThermostat: 'Instalación de termostato inteligente',
    smartThermostatUpgrade: 'Mejora a termostato inteligente',
    airPurifier: 'Purificador de aire para toda la casa',
    extendedWarranty: 'Garantía extendida',
  },
};
