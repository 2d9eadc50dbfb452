/** The brand's identity, in one place: footer, policy, contact, mails and page titles read it. */
export const brand = {
  name: 'ONDO STUDIO',
  koreanName: '온도 스튜디오',
  tagline: '일상의 온도를 입다',
  company: '주식회사 온도스튜디오',
  representative: '김서윤',
  registrationNumber: '214-88-00000',
  mailOrderNumber: '제2026-서울성동-0000호',
  address: '서울특별시 성동구 성수이로 00, 3층',
  phone: '02-0000-0000',
  email: 'hello@ondo-studio.example',
  privacyOfficer: '박도윤',
  csHours: '평일 10:00 – 17:00 (점심 12:30 – 13:30, 주말·공휴일 휴무)',
  instagram: { handle: '@ondo.studio', url: 'https://www.instagram.com/ondo.studio' },
} as const;

export const pageTitle = (title?: string) =>
  title ? `${title} | ${brand.name}` : `${brand.name} ${brand.koreanName}`;
