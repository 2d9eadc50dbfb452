import { randomInt } from 'node:crypto';
import { normalizeNickname, removeInvisibleCharacters } from '@shop/contract/users';
import type { Database, Executor } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import type { PointService } from '../points/service';
import type { AppliedRow, CheckedRow } from '../transfers/service';
import {
  CAFE24_REQUIRED_COLUMNS,
  type Cafe24Member,
  IMPORTED_ADDRESS_NAME,
  memberImportText,
  profileChanges,
  type ReadRecord,
  readCafe24Member,
  type SheetLine,
} from './cafe24-member-sheet';
import { maskName } from './masks';
import { type ImportedMemberMatch, membersByEmails, membersByUserIds } from './member-import-repo';
import { usersText } from './members-messages';
import * as repo from './members-repo';

/** `members.imported_from` of members brought from Cafe24. */
export const CAFE24 = 'cafe24';

/** The points ledger's key of a member's migrated balance: one credit per Cafe24 ID, ever. */
export const cafe24PointsKey = (userId: string) => `${CAFE24}:${userId.toLowerCase()}`;

/** A row of the dry run with what the run will write (null for a row in error). */
export type CheckedMemberRow = CheckedRow<Cafe24Member>;
export type AppliedMemberRow = AppliedRow;

export interface MemberImportDeps {
  db: Database;
  points: Pick<PointService, 'migrate'>;
}

/**
 * A name made into a free nickname: the name itself, else the name and four digits (the
 * nickname is unique under NFKC and case, as the database compares it).
 */
async function freeNickname(executor: Executor, name: string): Promise<string> {
  const base = normalizeNickname(removeInvisibleCharacters(name)).replace(/[<>]/g, '');
  const stem = [...(base.length >= 2 ? base : `${base}회원`)].slice(0, 8).join('');
  if (!(await repo.isTaken(executor, 'nickname', stem))) return stem;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${stem}${randomInt(1000, 10000)}`;
    if (!(await repo.isTaken(executor, 'nickname', candidate))) return candidate;
  }
  throw conflict(usersText.nicknameTaken);
}

/**
 * A member already in the shop under the file's ID: one imported before may change (unless they
 * have set a password since: from then on the account is theirs, and the file leaves it alone);
 * anyone else's ID is refused.
 */
function againstStored(stored: ImportedMemberMatch, member: Cafe24Member) {
  if (stored.importedFrom !== CAFE24) return { error: memberImportText.idTaken } as const;
  if (stored.passwordHash !== null) return { changes: [], patch: {} };
  return profileChanges(stored, member);
}

const byLowerId = (rows: ImportedMemberMatch[]) =>
  new Map(rows.map((row) => [row.userId.toLowerCase(), row]));

/**
 * Cafe24 회원 가져오기: the download's members, checked with the shop's own rules and created
 * without a password (they set one at their first sign-in), with their consents, their address as
 * the default one and their usable points as one 이전 쇼핑몰 적립금 line.
 */
export function createCafe24MemberImport({ db, points }: MemberImportDeps) {
  /** Marks the later of two rows that share an ID or an e-mail address. */
  function markDuplicates(rows: ReadRecord[]) {
    const firstById = new Map<string, number>();
    const firstByEmail = new Map<string, number>();
    for (const row of rows) {
      const id = row.key.toLowerCase();
      const email = row.member?.email;
      const idLine = id ? firstById.get(id) : undefined;
      const emailLine = email ? firstByEmail.get(email) : undefined;
      if (idLine !== undefined) row.errors.push(memberImportText.duplicateId(idLine));
      else if (id) firstById.set(id, row.line);
      if (emailLine !== undefined) row.errors.push(memberImportText.duplicateEmail(emailLine));
      else if (email) firstByEmail.set(email, row.line);
    }
  }

  return {
    kind: 'cafe24_members' as const,
    requiredColumns: CAFE24_REQUIRED_COLUMNS,

    /** The dry run: every line read and compared with the shop, nothing written. */
    async check(records: SheetLine[]): Promise<CheckedMemberRow[]> {
      const rows = records.map(readCafe24Member);
      markDuplicates(rows);
      const valid = rows.flatMap((row) => (row.member ? [row.member] : []));
      const storedById = byLowerId(
        await membersByUserIds(
          db,
          valid.map((m) => m.userId),
        ),
      );
      const emails = valid.flatMap((m) => (m.email ? [m.email] : []));
      const emailOwners = new Map(
        (await membersByEmails(db, emails)).map((row) => [row.email, row.id]),
      );

      return rows.map((row): CheckedMemberRow => {
        const report = {
          line: row.line,
          key: row.key,
          label: maskName(row.name),
          changes: [] as string[],
        };
        const { member } = row;
        if (!member || row.errors.length > 0) {
          return { ...report, action: 'error', errors: row.errors, data: null };
        }
        const errors: string[] = [];
        const stored = storedById.get(member.userId.toLowerCase());
        const outcome = stored ? againstStored(stored, member) : undefined;
        if (outcome && 'error' in outcome) errors.push(outcome.error);
        const owner = member.email ? emailOwners.get(member.email) : undefined;
        if (owner !== undefined && owner !== stored?.id) errors.push(memberImportText.emailTaken);
        if (errors.length > 0) return { ...report, action: 'error', errors, data: null };
        if (!outcome || 'error' in outcome) {
          return { ...report, action: 'create', errors: [], data: member };
        }
        const action = outcome.changes.length > 0 ? 'update' : 'unchanged';
        return { ...report, action, errors: [], changes: outcome.changes, data: member };
      });
    },

    /** Writes one checked member in one transaction; the same member again changes nothing. */
    async apply(member: Cafe24Member, actor: { id: number }): Promise<AppliedMemberRow> {
      try {
        return await db.transaction(async (tx) => {
          const stored = await repo.findMemberByUserId(tx, member.userId);
          const emailTaken = async (self?: number) =>
            member.email !== null && (await repo.isTaken(tx, 'email', member.email, self));

          if (stored) {
            const outcome = againstStored(stored, member);
            if ('error' in outcome) throw conflict(outcome.error);
            if (outcome.changes.length === 0) return { action: 'unchanged', changes: [] };
            if (await emailTaken(stored.id)) throw conflict(memberImportText.emailTaken);
            await repo.updateMember(tx, stored.id, { ...outcome.patch, updatedAt: new Date() });
            return { action: 'update', changes: outcome.changes };
          }

          if (await emailTaken()) throw conflict(memberImportText.emailTaken);
          const created = await repo.insertMember(tx, {
            userId: member.userId,
            passwordHash: null,
            name: member.name,
            nickname: await freeNickname(tx, member.name),
            phone: member.phone,
            email: member.email,
            snsConfirm: member.smsConsent,
            emailConfirm: member.emailConsent,
            importedFrom: CAFE24,
            importedAt: new Date(),
          });
          if (member.address && member.phone) {
            await repo.insertDelivery(tx, {
              memberId: created.id,
              deliveryName: IMPORTED_ADDRESS_NAME,
              recipientName: member.name,
              postCode: member.address.postCode,
              address: member.address.address,
              detailAddress: member.address.detailAddress,
              recipientPhone: member.phone,
              isBase: true,
            });
          }
          await points.migrate(tx, {
            memberId: created.id,
            amount: member.points,
            changeKey: cafe24PointsKey(member.userId),
            actor: { type: 'admin', id: actor.id },
          });
          return { action: 'create', changes: [] };
        });
      } catch (error) {
        // Someone took the ID or the address between the dry run and this row.
        const constraint = uniqueViolation(error);
        if (constraint === 'members_user_id_key') throw conflict(memberImportText.idTaken);
        if (constraint === 'members_email_key') throw conflict(memberImportText.emailTaken);
        if (constraint === 'members_nickname_key') throw conflict(usersText.nicknameTaken);
        throw error;
      }
    },
  };
}
