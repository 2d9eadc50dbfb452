import { createHash } from 'node:crypto';
import type { PresetPerson, SandboxPerson } from '../oauth/people';

export const kakaoPeople: readonly PresetPerson[] = [
  {
    key: 'minji',
    label: '김민지',
    note: '이메일(인증됨)·이름·전화번호를 모두 제공',
    nickname: '민지',
    name: '김민지',
    email: 'minji@example.kr',
    emailVerified: true,
    phone: '010-1234-5678',
  },
  {
    key: 'seojun',
    label: '이서준',
    note: '이메일 제공에 동의하지 않음',
    nickname: '서준',
    name: '이서준',
    emailVerified: false,
    phone: '010-9876-5432',
  },
  {
    key: 'haneul',
    label: '박하늘',
    note: '인증되지 않은 이메일 (is_email_verified: false)',
    nickname: '하늘',
    name: '박하늘',
    email: 'haneul@example.kr',
    emailVerified: false,
    phone: '010-5555-0101',
  },
];

// Kakao ids are int64: all of these are above 2^31, so a 32-bit assumption breaks in tests.
const presetIds: Record<string, number> = {
  minji: 3459876120,
  seojun: 4021135587,
  haneul: 2987654301,
};

/** The person's Kakao id: fixed for the presets, derived from what was typed otherwise. */
export function kakaoIdOf(person: SandboxPerson): number {
  const preset = presetIds[person.key];
  if (preset !== undefined) return preset;
  const hash = createHash('sha256').update(person.key).digest();
  return 3_000_000_000 + (hash.readUInt32BE(0) % 1_000_000_000);
}
