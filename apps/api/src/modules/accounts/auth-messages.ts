import { brand } from '@shop/contract/brand';

export const authText = {
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  adminOnly: '관리자만 할 수 있습니다.',
  tokenExpired: '로그인 정보가 만료되었습니다. 다시 로그인해주세요.',
  tokenInvalid: '유효하지 않은 인증 정보입니다. 다시 로그인해주세요.',
  sessionEnded: '로그아웃되었거나 비밀번호가 바뀌어 로그인이 끝났습니다. 다시 로그인해주세요.',
  refreshReused: '이미 사용된 로그인 정보입니다. 보안을 위해 다시 로그인해주세요.',
  resetMailSent: '입력하신 이메일로 비밀번호 재설정 메일을 보냈습니다. 메일함을 확인해주세요.',
  resetMailFailed: '메일을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  resetLinkInvalid: '유효하지 않거나 이미 사용된 링크입니다. 비밀번호 찾기를 다시 요청해주세요.',
  resetLinkExpired: '링크가 만료되었습니다. 비밀번호 찾기를 다시 요청해주세요.',
  passwordReset: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  passwordSetupMailSent: (maskedEmail: string) =>
    `${brand.name}로 쇼핑몰을 옮겼습니다. 비밀번호를 새로 설정해 주세요. ${maskedEmail}(으)로 비밀번호 설정 메일을 보냈습니다.`,
  passwordSetupNoEmail: `${brand.name}로 쇼핑몰을 옮겼습니다. 등록된 이메일이 없어 비밀번호 설정 메일을 보낼 수 없습니다. 고객센터(${brand.phone})로 문의해 주세요.`,
} as const;
