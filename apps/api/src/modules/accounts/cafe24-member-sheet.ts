import { deliveryInputSchema } from '@shop/contract/delivery';
import { formatWon } from '@shop/contract/format';
import { emailSchema, nameSchema, phoneNumberSchema, userIdSchema } from '@shop/contract/users';
import type { z } from 'zod';
import { cleanPlainText } from '../../lib/sanitize';

/** One line of the uploaded sheet as the transfers module hands it over (the header is line 1). */
export interface SheetLine {
  line: number;
  cells: Record<string, string>;
}

/** The columns of Cafe24's member download the import reads (the others are left behind). */
export const cafe24MemberColumns = {
  userId: '아이디',
  name: '이름',
  phone: '휴대폰번호',
  email: '이메일',
  points: '사용가능 적립금',
  sms: 'SMS 수신여부',
  mail: '이메일 수신여부',
  postCode: '우편번호',
  address: '주소',
  detailAddress: '상세주소',
} as const;

export const CAFE24_REQUIRED_COLUMNS = [
  cafe24MemberColumns.userId,
  cafe24MemberColumns.name,
  cafe24MemberColumns.phone,
  cafe24MemberColumns.email,
] as const;

/** The most points one member may bring (the back office's own limit for one grant). */
const MAX_POINTS = 10_000_000;

/** The name the imported address is saved under in the member's address book. */
export const IMPORTED_ADDRESS_NAME = '기본 배송지';

export const memberImportText = {
  idTaken: '이미 쇼핑몰에 있는 아이디입니다.',
  emailTaken: '다른 회원이 쓰고 있는 이메일입니다.',
  duplicateId: (line: number) => `${line}행과 아이디가 같습니다.`,
  duplicateEmail: (line: number) => `${line}행과 이메일이 같습니다.`,
  consentUnknown: (column: string, value: string) =>
    `${column} 값 '${value}'을(를) 알 수 없습니다. (수신 또는 수신안함)`,
  pointsInvalid: '사용가능 적립금은 0원 이상의 숫자로 적어주세요.',
  pointsTooLarge: `사용가능 적립금은 ${formatWon(MAX_POINTS)}까지 옮길 수 있습니다.`,
  addressNeedsPhone: '배송지를 옮기려면 휴대폰번호가 필요합니다.',
  changed: (field: string) => `${field} 변경`,
  consentChanged: (field: string, to: boolean) =>
    `${field}: ${to ? '수신안함 → 수신' : '수신 → 수신안함'}`,
} as const;

/** One member as the import writes it (kept as JSON between the dry run and the run). */
export interface Cafe24Member {
  userId: string;
  name: string;
  /** As the shop stores it: 010-0000-0000. */
  phone: string | null;
  /** In lower case, as the shop stores it. */
  email: string | null;
  smsConsent: boolean;
  emailConsent: boolean;
  /** 사용가능 적립금, in won. */
  points: number;
  address: { postCode: string; address: string; detailAddress: string } | null;
}

/** A record read with the shop's own member rules: the member, or what is wrong with it. */
export interface ReadRecord {
  line: number;
  /** The ID as written (the report's key). */
  key: string;
  name: string;
  member: Cafe24Member | null;
  errors: string[];
}

const YES = new Set(['수신', '수신함', '수신동의', '동의', '예', 'y', 'yes', 't', 'true', '1']);
const NO = new Set([
  '',
  '수신안함',
  '수신 안함',
  '수신거부',
  '거부',
  '미동의',
  '아니오',
  'n',
  'no',
  'f',
  'false',
  '0',
]);

const cellOf = (record: SheetLine, column: string) => (record.cells[column] ?? '').trim();

/** The value, or the first message of the rule it breaks. */
function check<T extends z.ZodType>(
  schema: T,
  value: unknown,
  errors: string[],
): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  errors.push(parsed.error.issues[0]?.message ?? '');
  return undefined;
}

function consentOf(record: SheetLine, column: string, errors: string[]): boolean {
  const value = cellOf(record, column);
  const word = value.toLowerCase();
  if (YES.has(word)) return true;
  if (!NO.has(word)) errors.push(memberImportText.consentUnknown(column, value));
  return false;
}

function pointsOf(record: SheetLine, errors: string[]): number {
  const written = cellOf(record, cafe24MemberColumns.points).replace(/[,\s원]/g, '');
  if (written === '') return 0;
  if (!/^\d+$/.test(written)) {
    errors.push(memberImportText.pointsInvalid);
    return 0;
  }
  const points = Number(written);
  if (points > MAX_POINTS) errors.push(memberImportText.pointsTooLarge);
  return points;
}

function addressOf(
  record: SheetLine,
  name: string,
  phone: string | null,
  errors: string[],
): Cafe24Member['address'] {
  const postCode = cellOf(record, cafe24MemberColumns.postCode);
  const address = cellOf(record, cafe24MemberColumns.address);
  const detailAddress = cellOf(record, cafe24MemberColumns.detailAddress);
  if (!postCode && !address) return null;
  if (!phone) {
    errors.push(memberImportText.addressNeedsPhone);
    return null;
  }
  const parsed = check(
    deliveryInputSchema,
    {
      delivery_name: IMPORTED_ADDRESS_NAME,
      name,
      post_code: postCode,
      address,
      detail_address: detailAddress,
      recipient_phone: phone,
    },
    errors,
  );
  return parsed
    ? { postCode: parsed.post_code, address: parsed.address, detailAddress: parsed.detail_address }
    : null;
}

/** Reads one line of the download with the shop's own rules for members (no database). */
export function readCafe24Member(record: SheetLine): ReadRecord {
  const errors: string[] = [];
  const key = cellOf(record, cafe24MemberColumns.userId);
  const rawName = cleanPlainText(cellOf(record, cafe24MemberColumns.name));
  const userId = check(userIdSchema, key, errors);
  const name = check(nameSchema, rawName, errors);
  const phoneCell = cellOf(record, cafe24MemberColumns.phone);
  const phone = phoneCell ? (check(phoneNumberSchema, phoneCell, errors) ?? null) : null;
  const emailCell = cellOf(record, cafe24MemberColumns.email);
  const email = emailCell ? (check(emailSchema, emailCell, errors) ?? null) : null;
  const smsConsent = consentOf(record, cafe24MemberColumns.sms, errors);
  const emailConsent = consentOf(record, cafe24MemberColumns.mail, errors);
  const points = pointsOf(record, errors);
  const address = addressOf(record, name ?? rawName, phone, errors);
  const member =
    errors.length === 0 && userId !== undefined && name !== undefined
      ? { userId, name, phone, email, smsConsent, emailConsent, points, address }
      : null;
  return { line: record.line, key, name: rawName, member, errors };
}

/** What the shop holds of an imported member that the file may change. */
export interface StoredProfile {
  name: string;
  phone: string | null;
  email: string | null;
  snsConfirm: boolean;
  emailConfirm: boolean;
}

/**
 * What the file would change on a member imported before, in words without the values (the
 * report is read in the back office), and the patch that does it.
 */
export function profileChanges(stored: StoredProfile, member: Cafe24Member) {
  const changes: string[] = [];
  const patch: Partial<StoredProfile> = {};
  if (stored.name !== member.name) {
    changes.push(memberImportText.changed(cafe24MemberColumns.name));
    patch.name = member.name;
  }
  if (stored.phone !== member.phone) {
    changes.push(memberImportText.changed(cafe24MemberColumns.phone));
    patch.phone = member.phone;
  }
  if (stored.email !== member.email) {
    changes.push(memberImportText.changed(cafe24MemberColumns.email));
    patch.email = member.email;
  }
  if (stored.snsConfirm !== member.smsConsent) {
    changes.push(memberImportText.consentChanged('SMS 수신', member.smsConsent));
    patch.snsConfirm = member.smsConsent;
  }
  if (stored.emailConfirm !== member.emailConsent) {
    changes.push(memberImportText.consentChanged('이메일 수신', member.emailConsent));
    patch.emailConfirm = member.emailConsent;
  }
  return { changes, patch };
}
