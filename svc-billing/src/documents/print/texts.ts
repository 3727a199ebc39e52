import type { DocumentLanguage } from '@hvac/contracts';
import type { DocumentType } from '@hvac/contracts/billing';

/** Every word a printed document says, per language (docs/domains/billing.md#documents). */
export interface DocumentTexts {
  title: Record<DocumentType, string>;
  number: string;
  date: Record<DocumentType, string>;
  expiryDate: string;
  dueDate: string;
  status: string;
  billTo: string;
  from: string;
  serviceRequest: string;
  description: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subTotal: string;
  tax: string;
  total: string;
  amountPaid: string;
  balanceDue: string;
  notes: string;
  terms: string;
  phone: string;
  licence: string;
  statuses: Record<string, string>;
  mail: { subject: Record<DocumentType, string>; greeting: string; body: Record<DocumentType, string>; total: string; due: string };
}

export const DOCUMENT_TEXTS: Readonly<Record<DocumentLanguage, DocumentTexts>> = {
  en: {
    title: { quote: 'Quote', estimate: 'Estimate', invoice: 'Invoice' },
    number: 'Number',
    date: { quote: 'Quote Date', estimate: 'Estimate Date', invoice: 'Invoice Date' },
    expiryDate: 'Expiry Date',
    dueDate: 'Due Date',
    status: 'Status',
    billTo: 'Bill To',
    from: 'From',
    serviceRequest: 'Service Request',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit Price',
    lineTotal: 'Total',
    subTotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    amountPaid: 'Amount Paid',
    balanceDue: 'Balance Due',
    notes: 'Notes',
    terms: 'Terms and Conditions',
    phone: 'Phone',
    licence: 'Texas HVAC Contractor License',
    statuses: {
      draft: 'Draft', sent_to_client: 'Sent to client', accepted_by_client: 'Accepted by client', rejected_by_client: 'Rejected by client',
      converted_to_estimate: 'Converted to estimate', converted_to_invoice: 'Converted to invoice', expired: 'Expired', archived: 'Archived',
      invoiced: 'Invoiced', void: 'Void', sent: 'Sent', paid: 'Paid', partially_paid: 'Partially paid', overdue: 'Overdue',
    },
    mail: {
      subject: { quote: 'Quote {number} from {company}', estimate: 'Estimate {number} from {company}', invoice: 'Invoice {number} from {company}' },
      greeting: 'Dear {name},',
      body: {
        quote: 'Please find attached our quote {number}. We look forward to working with you.',
        estimate: 'Please find attached our estimate {number}.',
        invoice: 'Please find attached invoice {number}. Thank you for your business.',
      },
      total: 'Total',
      due: 'Balance due by {date}',
    },
  },
  fa: {
    title: { quote: 'پیش‌فاکتور', estimate: 'برآورد', invoice: 'فاکتور' },
    number: 'شماره',
    date: { quote: 'تاریخ پیش‌فاکتور', estimate: 'تاریخ برآورد', invoice: 'تاریخ فاکتور' },
    expiryDate: 'تاریخ انقضا',
    dueDate: 'سررسید',
    status: 'وضعیت',
    billTo: 'صورت‌حساب برای',
    from: 'از طرف',
    serviceRequest: 'درخواست خدمات',
    description: 'شرح',
    quantity: 'تعداد',
    unitPrice: 'قیمت واحد',
    lineTotal: 'جمع',
    subTotal: 'جمع جزء',
    tax: 'مالیات',
    total: 'جمع کل',
    amountPaid: 'مبلغ پرداخت‌شده',
    balanceDue: 'مانده بدهی',
    notes: 'یادداشت‌ها',
    terms: 'شرایط و ضوابط',
    phone: 'تلفن',
    licence: 'پروانهٔ پیمانکاری تهویهٔ مطبوع تگزاس',
    statuses: {
      draft: 'پیش‌نویس', sent_to_client: 'ارسال‌شده برای مشتری', accepted_by_client: 'پذیرفته‌شده توسط مشتری', rejected_by_client: 'ردشده توسط مشتری',
      converted_to_estimate: 'تبدیل‌شده به برآورد', converted_to_invoice: 'تبدیل‌شده به فاکتور', expired: 'منقضی', archived: 'بایگانی‌شده',
      invoiced: 'فاکتورشده', void: 'باطل', sent: 'ارسال‌شده', paid: 'پرداخت‌شده', partially_paid: 'بخشی پرداخت‌شده', overdue: 'سررسیدگذشته',
    },
    mail: {
      subject: { quote: 'پیش‌فاکتور {number} از {company}', estimate: 'برآورد {number} از {company}', invoice: 'فاکتور {number} از {company}' },
      greeting: '{name} گرامی،',
      body: {
        quote: 'پیش‌فاکتور {number} ما پیوست است. مشتاق همکاری با شما هستیم.',
        estimate: 'برآورد {number} ما پیوست است.',
        invoice: 'فاکتور {number} پیوست است. از اعتماد شما سپاسگزاریم.',
      },
      total: 'جمع کل',
      due: 'مهلت پرداخت مانده: {date}',
    },
  },
  es: {
    title: { quote: 'Cotización', estimate: 'Estimación', invoice: 'Factura' },
    number: 'Número',
    date: { quote: 'Fecha de cotización', estimate: 'Fecha de estimación', invoice: 'Fecha de factura' },
    expiryDate: 'Fecha de vencimiento de la oferta',
    dueDate: 'Fecha de vencimiento',
    status: 'Estado',
    billTo: 'Facturar a',
    from: 'De',
    serviceRequest: 'Solicitud de servicio',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    lineTotal: 'Total',
    subTotal: 'Subtotal',
    tax: 'Impuesto',
    total: 'Total',
    amountPaid: 'Monto pagado',
    balanceDue: 'Saldo pendiente',
    notes: 'Notas',
    terms: 'Términos y condiciones',
    phone: 'Teléfono',
    licence: 'Licencia de contratista HVAC de Texas',
    statuses: {
      draft: 'Borrador', sent_to_client: 'Enviada al cliente', accepted_by_client: 'Aceptada por el cliente', rejected_by_client: 'Rechazada por el cliente',
      converted_to_estimate: 'Convertida en estimación', converted_to_invoice: 'Convertida en factura', expired: 'Vencida', archived: 'Archivada',
      invoiced: 'Facturada', void: 'Anulada', sent: 'Enviada', paid: 'Pagada', partially_paid: 'Pagada en parte', overdue: 'Vencida',
    },
    mail: {
      subject: { quote: 'Cotización {number} de {company}', estimate: 'Estimación {number} de {company}', invoice: 'Factura {number} de {company}' },
      greeting: 'Estimado/a {name}:',
      body: {
        quote: 'Adjuntamos nuestra cotización {number}. Esperamos trabajar con usted.',
        estimate: 'Adjuntamos nuestra estimación {number}.',
        invoice: 'Adjuntamos la factura {number}. Gracias por su confianza.',
      },
      total: 'Total',
      due: 'Saldo a pagar antes del {date}',
    },
  },
};

/** A text with its `{name}` slots filled. */
export const fill = (text: string, values: Readonly<Record<string, string>>): string => text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
