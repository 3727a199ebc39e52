import type { BlogLanguage } from '@hvac/contracts/requests';
import { isolateLtr } from '@hvac/service-kit';

/** The customer's confirmation in the three site languages (docs/domains/service-requests.md#mail). */
export interface ConfirmationTexts {
  subject: string;
  heading: (name: string) => string;
  intro: string;
  callback: string;
  /** Where the request can be followed; a guest's new account first needs a password. */
  follow: string;
  setPassword: (email: string, url: string) => string;
  myRequests: string;
  /** A run of digits or an address that must read left to right inside the text. */
  ltr: (text: string) => string;
  labels: {
    reference: string;
    service: string;
    description: string;
    problems: string;
    otherProblem: string;
    systemAge: string;
    systemType: string;
    installationType: string;
    propertySize: string;
    propertyType: string;
    tier: string;
    addOns: string;
    notes: string;
    address: string;
    phone: string;
    email: string;
    preferred: string;
    alternative: string;
    schedulingNotes: string;
  };
}

const asIs = (text: string) => text;

export const CONFIRMATION: Record<BlogLanguage, ConfirmationTexts> = {
  en: {
    subject: 'We received your service request',
    heading: (name) => `Thank you, ${name}!`,
    intro: 'We received your service request at Bayou City Comfort HVAC.',
    callback: 'Our team will call you within 1-2 business hours to confirm your appointment. Indicative prices are confirmed on that call.',
    follow: 'You can follow this request under My Service Requests.',
    setPassword: (email, url) => `You booked as a guest: to sign in, set a password for ${email} at ${url}.`,
    myRequests: 'My Service Requests',
    ltr: asIs,
    labels: {
      reference: 'Reference',
      service: 'Service',
      description: 'Description',
      problems: 'Problems',
      otherProblem: 'Other problem',
      systemAge: 'System age',
      systemType: 'System type',
      installationType: 'Installation type',
      propertySize: 'Home size',
      propertyType: 'Property type',
      tier: 'System tier',
      addOns: 'Add-ons',
      notes: 'Notes',
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      preferred: 'Preferred time',
      alternative: 'Alternative time',
      schedulingNotes: 'Scheduling notes',
    },
  },
  fa: {
    subject: 'درخواست خدمات شما دریافت شد',
    heading: (name) => `${name}، از شما سپاسگزاریم!`,
    intro: 'درخواست خدمات شما در Bayou City Comfort HVAC دریافت شد.',
    callback: 'تیم ما ظرف ۱ تا ۲ ساعت کاری با شما تماس می‌گیرد تا وقت شما را تأیید کند. قیمت‌های تقریبی در همان تماس تأیید می‌شوند.',
    follow: 'این درخواست را می‌توانید در «درخواست‌های سرویس من» پیگیری کنید.',
    setPassword: (email, url) => `شما به‌عنوان مهمان رزرو کرده‌اید: برای ورود، در ${isolateLtr(url)} برای ${isolateLtr(email)} رمز عبور بگذارید.`,
    myRequests: 'درخواست‌های سرویس من',
    ltr: isolateLtr,
    labels: {
      reference: 'شماره پیگیری',
      service: 'خدمت',
      description: 'توضیحات',
      problems: 'مشکلات',
      otherProblem: 'مشکل دیگر',
      systemAge: 'عمر سیستم',
      systemType: 'نوع سیستم',
      installationType: 'نوع نصب',
      propertySize: 'متراژ خانه',
      propertyType: 'نوع ملک',
      tier: 'سطح سیستم',
      addOns: 'خدمات افزودنی',
      notes: 'یادداشت‌ها',
      address: 'نشانی',
      phone: 'تلفن',
      email: 'ایمیل',
      preferred: 'زمان ترجیحی',
      alternative: 'زمان جایگزین',
      schedulingNotes: 'یادداشت‌های زمان‌بندی',
    },
  },
  es: {
    subject: 'Recibimos su solicitud de servicio',
    heading: (name) => `¡Gracias, ${name}!`,
    intro: 'Recibimos su solicitud de servicio en Bayou City Comfort HVAC.',
    callback: 'Nuestro equipo le llamará en un plazo de 1 a 2 horas hábiles para confirmar su cita. Los precios orientativos se confirman en esa llamada.',
    follow: 'Puede seguir esta solicitud en Mis solicitudes de servicio.',
    setPassword: (email, url) => `Reservó como invitado: para iniciar sesión, cree una contraseña para ${email} en ${url}.`,
    myRequests: 'Mis solicitudes de servicio',
    ltr: asIs,
    labels: {
      reference: 'Referencia',
      service: 'Servicio',
      description: 'Descripción',
      problems: 'Problemas',
      otherProblem: 'Otro problema',
      systemAge: 'Antigüedad del sistema',
      systemType: 'Tipo de sistema',
      installationType: 'Tipo de instalación',
      propertySize: 'Tamaño de la vivienda',
      propertyType: 'Tipo de propiedad',
      tier: 'Nivel del sistema',
      addOns: 'Servicios adicionales',
      notes: 'Notas',
      address: 'Dirección',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      preferred: 'Horario preferido',
      alternative: 'Horario alternativo',
      schedulingNotes: 'Notas de programación',
    },
  },
};
