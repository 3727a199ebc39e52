import type {
  COMMON_ISSUES,
  INSTALLATION_ADD_ONS,
  INSTALLATION_TYPES,
  PROPERTY_SIZES,
  PROPERTY_TYPES,
  REPAIR_ADD_ONS,
  SERVICE_TYPES,
  SYSTEM_AGES,
  SYSTEM_TIERS,
  SYSTEM_TYPES,
  TIME_WINDOWS,
} from '../service-requests';

type Words<Values extends readonly string[]> = Readonly<Record<Values[number], string>>;

/** One language's words for the booking's option values, keyed by the values the dialog sends. */
export interface BookingLabels {
  serviceTypes: Words<typeof SERVICE_TYPES>;
  issues: Words<typeof COMMON_ISSUES>;
  systemAges: Words<typeof SYSTEM_AGES>;
  systemTypes: Words<typeof SYSTEM_TYPES>;
  installationTypes: Words<typeof INSTALLATION_TYPES>;
  propertySizes: Words<typeof PROPERTY_SIZES>;
  propertyTypes: Words<typeof PROPERTY_TYPES>;
  tiers: Readonly<Record<(typeof SYSTEM_TIERS)[number], { name: string; features: readonly string[] }>>;
  timeWindows: Words<typeof TIME_WINDOWS>;
  /** Add-ons by name alone; the dialog's own texts add their prices. */
  addOnNames: Words<[...typeof REPAIR_ADD_ONS, ...typeof INSTALLATION_ADD_ONS]>;
}
