import { BOOKING_LABELS, COMMON_ISSUES, INSTALLATION_ADD_ONS, INSTALLATION_TYPES, PROPERTY_SIZES, PROPERTY_TYPES, REPAIR_ADD_ONS, SERVICE_TYPES, SYSTEM_AGES, SYSTEM_TIERS, SYSTEM_TYPES, TIME_WINDOWS } from '@hvac/contracts/requests';

describe('booking labels', () => {
  it.each(Object.entries(BOOKING_LABELS))('%s labels every option value of the contract, and nothing else', (_lng, labels) => {
    const keys = (group: object) => Object.keys(group).sort();
    expect(keys(labels.serviceTypes)).toEqual([...SERVICE_TYPES].sort());
    expect(keys(labels.issues)).toEqual([...COMMON_ISSUES].sort());
    expect(keys(labels.systemAges)).toEqual([...SYSTEM_AGES].sort());
    expect(keys(labels.systemTypes)).toEqual([...SYSTEM_TYPES].sort());
    expect(keys(labels.installationTypes)).toEqual([...INSTALLATION_TYPES].sort());
    expect(keys(labels.propertySizes)).toEqual([...PROPERTY_SIZES].sort());
    expect(keys(labels.propertyTypes)).toEqual([...PROPERTY_TYPES].sort());
    expect(keys(labels.tiers)).toEqual([...SYSTEM_TIERS].sort());
    expect(keys(labels.timeWindows)).toEqual([...TIME_WINDOWS].sort());
    expect(keys(labels.addOnNames)).toEqual([...REPAIR_ADD_ONS, ...INSTALLATION_ADD_ONS].sort());
    const words = (group: object): string[] => Object.values(group).flatMap((v) => (typeof v === 'string' ? [v] : words(v as object)));
    expect(words(labels).filter((word) => word.trim() === '')).toEqual([]);
  });

  it('keeps the English labels as the values read (docs/domains/public-site.md#booking-dialog)', () => {
    for (const group of ['serviceTypes', 'issues', 'systemAges', 'systemTypes', 'installationTypes', 'propertySizes', 'propertyTypes', 'timeWindows'] as const) {
      for (const [value, label] of Object.entries(BOOKING_LABELS.en[group])) expect(label).toBe(value);
    }
  });
});
