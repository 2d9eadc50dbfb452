export const usersText = {
  userIdTaken: '이미 사용 중인 아이디입니다.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  memberGone: '회원 정보를 찾을 수 없습니다. 다시 로그인해주세요.',
  noMatchingMember: '입력하신 정보와 일치하는 회원이 없습니다.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  noPasswordToConfirm:
    '카카오·네이버로 가입한 계정은 비밀번호가 없어 이메일과 비밀번호를 바꿀 수 없습니다.',
} as const;
