export const usersText = {
  userIdTaken: '이미 사용 중인 아이디입니다.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  memberGone: '회원 정보를 찾을 수 없습니다. 다시 로그인해주세요.',
  noMatchingMember: '입력하신 정보와 일치하는 회원이 없습니다.',
} as const;
