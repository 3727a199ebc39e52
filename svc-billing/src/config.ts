import { Type } from 'typebox';
import { PDF_RENDER_TIMEOUT_MS } from '@hvac/contracts/billing';
import { MailConfig, type ServiceConfig, type ServiceContext } from '@hvac/service-kit';

/** svc-billing's own variables beyond service-kit's BaseConfig; loadConfig stops the process naming any that is missing or invalid. */
export const BillingConfig = Type.Object({
  // Documents are e-mailed with their PDF (docs/domains/billing.md#documents).
  ...MailConfig.properties,
  /** Debian's Chromium; PDFs are printed by one long-lived instance of it. */
  CHROMIUM_PATH: Type.String({ minLength: 1, default: '/usr/bin/chromium' }),
  /** Pages printing at once; further requests queue. */
  PDF_PAGES: Type.Integer({ minimum: 1, maximum: 8, default: 2 }),
  /** A PDF taking longer is abandoned with a 503. */
  PDF_RENDER_TIMEOUT_MS: Type.Integer({ minimum: 1, default: PDF_RENDER_TIMEOUT_MS }),
});

export type BillingConfig = ServiceConfig<(typeof BillingConfig)['properties']>;
export type BillingContext = ServiceContext<BillingConfig>;
