import { createHash } from 'node:crypto';
import type { PresetPerson, SandboxPerson } from '../oauth/people';

export const naverPeople: readonly PresetPerson[] = [
  {
    key: 'minji',
    label: '김민지',
    note: '이메일·이름·휴대전화번호를 모두 제공',
    nickname: 'minji_k',
    name: '김민지',
    email: 'minji@naver.com',
    emailVerified: true,
    phone: '010-1234-5678',
  },
  {
    key: 'seojun',
    label: '이서준',
    note: '이메일 제공에 동의하지 않음',
    nickname: 'seojun.lee',
    name: '이서준',
    emailVerified: false,
    phone: '010-9876-5432',
  },
  {
    key: 'haneul',
    label: '박하늘',
    note: '휴대전화번호 없음',
    nickname: 'haneul_sky',
    name: '박하늘',
    email: 'haneul@naver.com',
    emailVerified: true,
  },
];

/** Naver ids are per application: the same person gets another id in another app. */
export const naverIdOf = (clientId: string, person: SandboxPerson) =>
  createHash('sha256').update(`${clientId}\n${person.key}`).digest('base64url');
