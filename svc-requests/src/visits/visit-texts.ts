import { isolateLtr } from '@hvac/service-kit';
import type { Language } from './times';

/** The customer's visit mails in the three site languages (docs/domains/service-requests.md#visit-mail). */
export interface VisitTexts {
  onTheWay: { subject: string; heading: (name: string) => string; body: (technician: string, day: string, from: string, to: string) => string };
  reminder: { subject: string; heading: (name: string) => string; body: (technician: string, day: string, from: string, to: string) => string };
  labels: { reference: string; service: string; address: string };
  ltr: (text: string) => string;
}

export const VISIT_TEXTS: Record<Language, VisitTexts> = {
  en: {
    onTheWay: {
      subject: 'Your technician is on the way',
      heading: (name) => `Hello, ${name}!`,
      body: (technician, day, from, to) => `${technician} is on the way to you for your visit on ${day}, between ${from} and ${to}.`,
    },
    reminder: {
      subject: 'Reminder: your service visit tomorrow',
      heading: (name) => `Hello, ${name}!`,
      body: (technician, day, from, to) => `This is a reminder of your visit on ${day}, between ${from} and ${to}. Your technician is ${technician}.`,
    },
    labels: { reference: 'Reference', service: 'Service', address: 'Address' },
    ltr: (text) => text,
  },
  fa: {
    onTheWay: {
      subject: 'تکنسین شما در راه است',
      heading: (name) => `${name}، سلام!`,
      body: (technician, day, from, to) => `${technician} برای بازدید ${day}، بین ${from} و ${to}، در راه است.`,
    },
    reminder: {
      subject: 'یادآوری: بازدید فردای شما',
      heading: (name) => `${name}، سلام!`,
      body: (technician, day, from, to) => `یادآوری بازدید شما در ${day}، بین ${from} و ${to}. تکنسین شما ${technician} است.`,
    },
    labels: { reference: 'شماره پیگیری', service: 'خدمت', address: 'نشانی' },
    ltr: isolateLtr,
  },
  es: {
    onTheWay: {
      subject: 'Su técnico va en camino',
      heading: (name) => `¡Hola, ${name}!`,
      body: (technician, day, from, to) => `${technician} va en camino para su visita del ${day}, entre las ${from} y las ${to}.`,
    },
    reminder: {
      subject: 'Recordatorio: su visita de servicio de mañana',
      heading: (name) => `¡Hola, ${name}!`,
      body: (technician, day, from, to) => `Le recordamos su visita del ${day}, entre las ${from} y las ${to}. Su técnico es ${technician}.`,
    },
    labels: { reference: 'Referencia', service: 'Servicio', address: 'Dirección' },
    ltr: (text) => text,
  },
};
