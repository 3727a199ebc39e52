import type { BookingLabels } from './types';

export const fa: BookingLabels = {
  serviceTypes: {
    'AC Repair': 'تعمیر کولر',
    'Heating Installation': 'نصب سیستم گرمایش',
    'Maintenance Plan Inquiry': 'پرسش دربارهٔ طرح نگهداری',
    'Indoor Air Quality Consultation': 'مشاورهٔ کیفیت هوای داخل',
    Other: 'سایر',
  },
  issues: {
    'Not Cooling / Blowing Warm Air': 'خنک نمی‌کند / هوای گرم می‌دمد',
    'Strange Noises': 'صداهای عجیب',
    'Leaking Water': 'نشت آب',
    "Unit Won't Turn On": 'دستگاه روشن نمی‌شود',
    'Thermostat Issues': 'مشکلات ترموستات',
    'Routine Maintenance Request': 'درخواست نگهداری دوره‌ای',
    Other: 'سایر',
  },
  systemAges: {
    '0-5 years': '۰ تا ۵ سال',
    '6-10 years': '۶ تا ۱۰ سال',
    '10+ years': 'بیش از ۱۰ سال',
    Unsure: 'مطمئن نیستم',
  },
  systemTypes: {
    'Central AC': 'کولر مرکزی',
    'Ductless Mini-Split': 'اسپلیت بدون کانال',
    'Heat Pump': 'پمپ حرارتی',
    Unsure: 'مطمئن نیستم',
  },
  installationTypes: {
    'New System Installation (First Time)': 'نصب سیستم جدید (اولین بار)',
    'Replacing Existing System': 'جایگزینی سیستم فعلی',
  },
  propertySizes: {
    'Under 1500 sq ft': 'کمتر از ۱۵۰۰ فوت مربع',
    '1500-2500 sq ft': '۱۵۰۰ تا ۲۵۰۰ فوت مربع',
    '2500-3500 sq ft': '۲۵۰۰ تا ۳۵۰۰ فوت مربع',
    'Over 3500 sq ft': 'بیش از ۳۵۰۰ فوت مربع',
  },
  propertyTypes: {
    'Single-Family Home': 'خانهٔ ویلایی',
    Townhouse: 'تاون‌هاوس',
    Condo: 'آپارتمان',
  },
  tiers: {
    standard: {
      name: 'بازدهی استاندارد',
      features: ['تا ۱۴ SEER', 'ضمانت ۵ سالهٔ قطعات'],
    },
    performance: {
      name: 'کارایی بالا',
      features: ['۱۶ تا ۱۸ SEER', 'ضمانت ۱۰ سالهٔ قطعات', 'ترموستات وای‌فای'],
    },
    premium: {
      name: 'آسایش و بازدهی ممتاز',
      features: ['بیش از ۲۰ SEER', 'ضمانت ۱۰ سالهٔ قطعات و دستمزد'],
    },
  },
  timeWindows: {
    'Morning (8 AM - 12 PM)': 'صبح (۸ تا ۱۲)',
    'Afternoon (12 PM - 4 PM)': 'بعدازظهر (۱۲ تا ۱۶)',
    'Evening (4 PM - 8 PM)': 'عصر (۱۶ تا ۲۰)',
    'Any Time': 'هر زمان',
  },
  addOnNames: {
    capacitor: 'تعویض خازن',
    tuneUp: 'سرویس و تمیزکاری سیستم',
    smartThermostat: 'نصب ترموستات هوشمند',
    smartThermostatUpgrade: 'ارتقا به ترموستات هوشمند',
    airPurifier: 'تصفیه‌کنندهٔ هوای کل خانه',
    extendedWarranty: 'ضمانت تمدیدشده',
  },
};
