import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members } from '../../db/schema/index';

/** How many values one look-up sends (a sheet holds up to 20,000 rows). */
const CHUNK = 1_000;

const memberColumns = {
  id: members.id,
  userId: members.userId,
  passwordHash: members.passwordHash,
  name: members.name,
  phone: members.phone,
  email: members.email,
  snsConfirm: members.snsConfirm,
  emailConfirm: members.emailConfirm,
  importedFrom: members.importedFrom,
};
export type ImportedMemberMatch = {
  [K in keyof typeof memberColumns]: (typeof members.$inferSelect)[K];
};

async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    rows.push(...(await read(values.slice(i, i + CHUNK))));
  }
  return rows;
}

/** The members holding any of these IDs (compared in lower case, as sign-in compares them). */
export function membersByUserIds(db: Executor, userIds: string[]) {
  const lowered = [...new Set(userIds.map((id) => id.toLowerCase()))];
  return inChunks(lowered, (chunk) =>
    db
      .select(memberColumns)
      .from(members)
      .where(inArray(sql`lower(${members.userId})`, chunk)),
  );
}

/** The members holding any of these e-mail addresses (stored in lower case). */
export function membersByEmails(db: Executor, emails: string[]) {
  return inChunks([...new Set(emails)], (chunk) =>
    db.select(memberColumns).from(members).where(inArray(members.email, chunk)),
  );
}
