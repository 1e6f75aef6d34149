// How long outbox_emails keeps mail (addresses, names, links): deleted after the retention period,
// and a link with a one-time token struck out once that token no longer works. The token check
// belongs to accounts (the retention module asks it); this file only reads and rewrites the mail.
import { Op } from 'sequelize';
import type { Db } from '../db/index.ts';

/** A password-reset or invitation link as accounts writes it, with its token. */
const TOKEN_LINK = /https?:\/\/[^\s"'<>]*\/reset-password\?token=([^\s"'<>&]+)/g;
export const LINK_EXPIRED = '[link expired]';

export interface MailWithTokens {
  id: string;
  /** Decoded tokens the mail's links carry. */
  tokens: string[];
}

export function createOutboxRetention(db: Db) {
  const { OutboxEmail } = db.models;
  return {
    async deleteWrittenBefore(cutoff: Date): Promise<number> {
      return db.write((transaction) => OutboxEmail.destroy({ where: { createdAt: { [Op.lt]: cutoff } }, transaction }));
    },

    /** Mail written before `before` that still carries a token link. */
    async withTokenLinks(before: Date): Promise<MailWithTokens[]> {
      const rows = await OutboxEmail.findAll({ attributes: ['id', 'textBody'], where: { createdAt: { [Op.lte]: before }, textBody: { [Op.like]: '%/reset-password?token=%' } }, limit: 500 });
      return rows.map((row) => ({
        id: row.get('id'),
        tokens: [...row.get('textBody').matchAll(TOKEN_LINK)].map((match) => decodeURIComponent(match[1] ?? '')),
      }));
    },

    /** Replaces every token link in the mail's text and HTML with LINK_EXPIRED. */
    async strikeTokenLinks(id: string): Promise<number> {
      return db.write(async (transaction) => {
        const row = await OutboxEmail.findByPk(id, { transaction });
        if (!row) return 0;
        const textBody = row.get('textBody').replace(TOKEN_LINK, LINK_EXPIRED);
        const html = row.get('htmlBody');
        if (textBody === row.get('textBody')) return 0;
        await OutboxEmail.update({ textBody, htmlBody: html === null ? null : html.replace(TOKEN_LINK, LINK_EXPIRED) }, { where: { id }, transaction, fields: ['textBody', 'htmlBody'] });
        return 1;
      });
    },
  };
}

export type OutboxRetention = ReturnType<typeof createOutboxRetention>;
