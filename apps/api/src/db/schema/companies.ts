import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Pros' companies; `users.company_id` points here. Company details live beside it (companies work). */
export const companies = pgTable('companies', {
  hearthCompanyId: serial('hearth_company_id').primaryKey(),
  name: text('name').notNull(),
  seoUrl: text('seo_url').notNull(),
});
