import { brand } from '@shop/contract/brand';
import { PASSWORD_SPECIALS } from '@shop/contract/users';

/** Every Korean string of the account pages (sign-up, find ID/password, reset, edit). */
export const accountText = {
  eyebrow: 'MEMBERSHIP',
  unknownError: '알 수 없는 오류가 발생했습니다.',
  checkFailed: '중복 확인에 실패했습니다.',
  taken: {
    user_id: '이미 사용 중인 아이디입니다.',
    nickname: '이미 사용 중인 닉네임입니다.',
    email: '이미 사용 중인 이메일입니다.',
  },
  /** The word by which the server's 409 message names its field. */
  conflictWords: { user_id: '아이디', nickname: '닉네임', email: '이메일' },
  confirmRequired: '비밀번호를 한 번 더 입력해주세요.',

  fields: {
    userId: '아이디',
    password: '비밀번호',
    confirmPassword: '비밀번호 확인',
    newPassword: '새 비밀번호',
    newPasswordConfirm: '새 비밀번호 확인',
    currentPassword: '현재 비밀번호',
    name: '이름',
    nickname: '닉네임',
    phone: '휴대폰 번호',
    phoneMiddle: '휴대폰 번호 가운데 자리',
    phoneLast: '휴대폰 번호 끝 자리',
    email: '이메일',
    emailLocal: '이메일 아이디',
    emailDomain: '이메일 도메인',
    emailCustomDomain: '이메일 도메인 직접 입력',
    domainPlaceholder: '도메인 선택',
    customDomainOption: '직접입력',
    customDomainPlaceholder: '예: ondo.kr',
  },
  hints: {
    userId: '영문과 숫자로 4자 이상',
    signupPassword: `영문 대문자·소문자, 숫자, 특수문자(${PASSWORD_SPECIALS})를 모두 넣어 8자 이상`,
    password: `영문 대문자, 숫자, 특수문자(${PASSWORD_SPECIALS})를 넣어 8자 이상`,
    nickname: '2자 이상 12자 이하',
    findPhone: '숫자만 입력하면 010-0000-0000 형식으로 바뀝니다.',
  },
  placeholders: {
    phone: '01012345678',
    email: 'name@example.com',
  },

  signup: {
    title: '회원가입',
    lead: `${brand.koreanName}의 새 소식과 회원 혜택을 가장 먼저 받아보세요.`,
    accountSection: '계정 정보',
    profileSection: '회원 정보',
    agreementSection: '약관 동의',
    submit: '가입하기',
    done: '회원가입이 완료되었습니다.',
    haveAccount: '이미 회원이신가요?',
    findAccount: '아이디·비밀번호 찾기',
  },

  socialSignup: {
    title: '약관 동의',
    lead: '처음 오셨네요. 약관에 동의하면 가입이 끝나고 바로 로그인됩니다.',
    providers: { kakao: '카카오', naver: '네이버' },
    who: (provider: string, nickname: string | null) =>
      nickname
        ? `${provider} 계정 ${nickname} 님으로 가입합니다.`
        : `${provider} 계정으로 가입합니다.`,
    submit: '동의하고 가입하기',
    cancel: '가입하지 않고 돌아가기',
    done: '가입을 마치고 로그인되었습니다.',
  },
  agreements: {
    groupLabel: '약관 동의',
    all: '전체 동의',
    allNote: '선택 항목을 포함해 모든 약관에 동의합니다.',
    required: '필수',
    optional: '선택',
    show: '내용 보기',
    hide: '내용 접기',
    terms: {
      label: '이용약관 동의',
      text: `${brand.name} 온라인 스토어를 이용하시려면 회원가입과 주문·결제·배송·교환·환불에 관한 기본 약관에 동의해주셔야 합니다. 회원은 정확한 정보를 입력하고 계정을 안전하게 관리할 책임이 있으며, 회사는 관련 법령에 따라 안정적으로 서비스를 제공합니다.`,
      missing: '이용약관에 동의해주세요.',
    },
    privacy: {
      label: '개인정보 수집·이용 동의',
      text: '수집 항목: 아이디, 비밀번호, 이름, 닉네임, 휴대폰 번호, 이메일. 이용 목적: 회원 식별, 주문·배송 안내, 고객 문의 응대. 보유 기간: 회원 탈퇴 시까지(관계 법령에 따라 계약·결제 기록 5년, 불만 처리 기록 3년 보관).',
      missing: '개인정보 수집·이용에 동의해주세요.',
    },
    sms: {
      label: 'SMS 수신 동의',
      text: '신상품 입고, 재입고, 할인과 이벤트 소식을 문자로 받아봅니다. 동의하지 않아도 가입할 수 있으며, 회원정보 수정에서 언제든 바꿀 수 있습니다.',
    },
    email: {
      label: '이메일 수신 동의',
      text: '새 컬렉션과 회원 전용 혜택 소식을 이메일로 받아봅니다. 동의하지 않아도 가입할 수 있으며, 회원정보 수정에서 언제든 바꿀 수 있습니다.',
    },
  },

  find: {
    title: '아이디·비밀번호 찾기',
    lead: '가입할 때 입력한 정보로 아이디를 찾거나 비밀번호 재설정 메일을 받을 수 있습니다.',
    tabsLabel: '찾을 항목',
    idTab: '아이디 찾기',
    passwordTab: '비밀번호 찾기',
    idSubmit: '아이디 찾기',
    passwordSubmit: '재설정 메일 받기',
    found: (userId: string) => `찾으신 아이디는 ${userId} 입니다.`,
    /** The same sentence around the ID, for the page where the ID stands out. */
    foundBefore: '찾으신 아이디는 ',
    foundAfter: ' 입니다.',
    login: '로그인하기',
    toPassword: '비밀번호도 잊으셨나요?',
    invalidDomain: '이메일 도메인이 올바르지 않습니다.',
    idFailed: '아이디 찾기 중 오류가 발생했습니다.',
    passwordFailed: '비밀번호 찾기 중 오류가 발생했습니다.',
    passwordNote: '가입한 이메일로 30분 동안 한 번 쓸 수 있는 재설정 링크를 보내드립니다.',
  },

  reset: {
    title: '비밀번호 재설정',
    lead: '새로 사용할 비밀번호를 입력해주세요.',
    submit: '비밀번호 변경',
    done: '비밀번호가 재설정되었습니다.',
    again: '비밀번호 찾기 다시 요청하기',
  },

  edit: {
    title: '회원정보 수정',
    lead: '연락처와 수신 동의, 비밀번호를 바꿀 수 있습니다.',
    loading: '회원 정보를 불러오는 중입니다.',
    loginRequired: '로그인이 필요한 페이지입니다.',
    loginRequiredNote: '로그인한 뒤 회원정보를 수정할 수 있습니다.',
    login: '로그인하기',
    home: '홈으로',
    profileSection: '기본 정보',
    marketingSection: '수신 동의',
    passwordSection: '비밀번호 변경',
    passwordNote:
      '바꾸지 않으려면 비워 두세요. 비밀번호를 바꾸면 모든 기기에서 로그아웃되고, 이 기기는 새 비밀번호로 다시 로그인됩니다.',
    noPasswordNote:
      '카카오·네이버로 가입한 계정은 비밀번호가 없어 이메일과 비밀번호를 바꿀 수 없습니다.',
    confirmSection: '본인 확인',
    confirmNote: '본인 확인을 위해 지금 쓰고 있는 비밀번호를 입력해주세요.',
    userIdLabel: '아이디',
    nameLabel: '이름',
    submit: '저장하기',
    done: '회원정보가 수정되었습니다.',
    nothingChanged: '변경된 내용이 없습니다.',
    sms: 'SMS 수신 동의',
    emailMarketing: '이메일 수신 동의',
    marketingNote: '신상품과 할인 소식을 받아볼 방법을 선택하세요.',
    leaving: '더 이상 이용하지 않으시나요?',
    withdraw: '회원 탈퇴',
  },

  withdrawal: {
    title: '회원 탈퇴',
    lead: '탈퇴하면 계정을 되살릴 수 없습니다. 아래 안내를 확인해주세요.',
    backToMypage: '마이페이지',
    signInReason: '로그인한 뒤 회원 탈퇴를 진행할 수 있습니다.',
    loading: '탈퇴 안내를 불러오는 중입니다.',
    error: '탈퇴 안내를 불러오지 못했습니다.',

    lossSection: '탈퇴 전 확인해주세요',
    points: (amount: string) => `적립금 ${amount}이 소멸됩니다.`,
    coupons: (count: number) => `사용하지 않은 쿠폰 ${count}장이 사라집니다.`,
    notRestored:
      '탈퇴 후에는 적립금과 쿠폰을 되살릴 수 없으며, 다시 가입해도 돌려받을 수 없습니다.',
    records: (years: number) =>
      `주문·결제 기록은 전자상거래법에 따라 ${years}년 동안 보관하며, 회원을 알아볼 수 있는 정보 없이 남깁니다.`,
    profileErased:
      '이름, 휴대폰 번호, 이메일, 배송지, 카카오·네이버 연결 정보 등 회원 정보는 모두 삭제됩니다.',
    idReusable: '탈퇴한 아이디로 다시 회원가입할 수 있습니다.',
    toOrders: '주문 현황 보기',

    formSection: '탈퇴 확인',
    passwordNote: '본인 확인을 위해 비밀번호를 입력해주세요.',
    consentNote: '카카오·네이버로 가입한 계정은 비밀번호 없이 동의만으로 탈퇴할 수 있습니다.',
    reason: '탈퇴 사유 (선택)',
    reasonPlaceholder: '선택하지 않음',
    reasons: [
      '자주 이용하지 않음',
      '원하는 상품이 없음',
      '배송·서비스 불만',
      '개인정보 우려',
      '기타',
    ],
    agree: '안내 사항을 모두 확인했으며 탈퇴에 동의합니다',
    submit: '탈퇴하기',

    confirmTitle: '정말 탈퇴하시겠습니까?',
    confirmText: '탈퇴하면 바로 로그아웃되고, 계정과 적립금·쿠폰은 되살릴 수 없습니다.',
    confirmYes: '탈퇴하기',
    confirmNo: '돌아가기',
  },
} as const;
