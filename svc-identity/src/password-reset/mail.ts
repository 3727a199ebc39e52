import { composeMail, type Mail, type MailLanguage } from '@hvac/service-kit';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  why: string;
  action: string;
  expiry: (minutes: number) => string;
}

/** The reset mail in the site's three languages, in the layout every service's mail shares. */
const TEXTS: Record<MailLanguage, ResetTexts> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    why: 'We received a request to reset the password of your Bayou City Comfort HVAC account.',
    action: 'Reset your password',
    expiry: (minutes) => `This link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
  },
  fa: {
    subject: 'بازنشانی گذرواژه',
    greeting: (name) => `${name} گرامی،`,
    why: 'درخواستی برای بازنشانی گذرواژهٔ حساب شما در Bayou City Comfort HVAC دریافت کردیم.',
    action: 'بازنشانی گذرواژه',
    expiry: (minutes) => `این پیوند فقط یک بار کار می‌کند و پس از ${minutes} دقیقه منقضی می‌شود. اگر شما آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید.`,
  },
  es: {
    subject: 'Restablezca su contraseña',
    greeting: (name) => `Hola, ${name}:`,
    why: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Bayou City Comfort HVAC.',
    action: 'Restablecer la contraseña',
    expiry: (minutes) => `Este enlace funciona una sola vez y caduca en ${minutes} minutos. Si usted no lo pidió, puede ignorar este correo.`,
  },
};

export function resetMail(to: string, name: string, link: string, minutes: number, lang: MailLanguage): Mail {
  const t = TEXTS[lang];
  return composeMail(to, t.subject, { lang, heading: t.subject, paragraphs: [t.greeting(name), t.why], action: { label: t.action, url: link }, footer: [t.expiry(minutes)] });
}
