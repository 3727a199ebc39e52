import type { Knex } from 'knex';

export interface ContactRow {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

export async function insertMessage(db: Knex | Knex.Transaction, row: ContactRow): Promise<void> {
  await db('contact_messages').insert(row);
}
