import type { Knex } from 'knex';
import { isDocumentLanguage, type DocumentLanguage } from '@hvac/contracts';
import type { App } from '@hvac/service-kit';
import type { BillingContext } from '../../config';

/*
 * A client's last UI language (docs/domains/billing.md#documents): the browser's API client sends the
 * page's language as Accept-Language on every call, and a client's documents are written in it when no
 * language is asked for.
 */

/**
 * How long this process trusts what it last wrote for a client. Written only when it changed, the check
 * is in memory; but another replica may have written a newer language meanwhile, so a remembered one is
 * written again once this old and a client switching back and forth across replicas ends up right.
 */
const TRUSTED_MS = 60_000;

/** The language a client last used the site in, if they have been seen. */
export async function lastLanguageOf(db: Knex, clientId: string): Promise<DocumentLanguage | null> {
  const row = (await db('client_languages').select('language').where({ client_id: clientId }).first()) as { language: string } | undefined;
  return row && isDocumentLanguage(row.language) ? row.language : null;
}

async function rememberLanguage(db: Knex, clientId: string, language: DocumentLanguage): Promise<void> {
  await db('client_languages')
    .insert({ client_id: clientId, language, updated_at: db.fn.now() })
    .onConflict('client_id')
    .merge(['language', 'updated_at']);
}

/**
 * Records the Accept-Language of every call a client makes when it is one of the documents' languages
 * (a browser's own header, `en-US,en;q=0.9`, is not the API client's and is ignored).
 */
export function rememberClientLanguages(app: App, ctx: BillingContext): void {
  const written = new Map<string, { language: DocumentLanguage; at: number }>();
  app.addHook('preHandler', async (request) => {
    const user = request.user as { id: string; role: string } | undefined;
    const language = request.headers['accept-language'];
    if (user?.role !== 'client' || !isDocumentLanguage(language)) return;
    const last = written.get(user.id);
    if (last?.language === language && Date.now() - last.at < TRUSTED_MS) return;
    await rememberLanguage(ctx.db, user.id, language);
    written.set(user.id, { language, at: Date.now() });
  });
}
