import { describe, expect, it } from 'vitest';
import { ApiError, detailMessage } from './errors';

describe('detailMessage (docs/api.md#errors)', () => {
  it('shows a string as it is and joins a list of messages with commas', () => {
    expect(detailMessage('아이디 또는 비밀번호가 올바르지 않습니다.')).toBe(
      '아이디 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(
      detailMessage([
        { loc: ['body', 'name'], msg: '이름을 입력해주세요.', type: 'x' },
        { loc: ['body', 'email'], msg: '올바른 이메일 주소가 아닙니다.', type: 'x' },
      ]),
    ).toBe('이름을 입력해주세요., 올바른 이메일 주소가 아닙니다.');
  });
  it('has nothing to say for other shapes', () => {
    expect(detailMessage(undefined)).toBeUndefined();
    expect(detailMessage({ foo: 1 })).toBeUndefined();
    expect(detailMessage([])).toBeUndefined();
  });
});

describe('ApiError.fieldMessage', () => {
  it('finds the message of a field in a 422 list', () => {
    const error = new ApiError(
      422,
      [{ loc: ['body', 'email'], msg: '올바른 이메일 주소가 아닙니다.', type: 'x' }],
      'x',
    );
    expect(error.fieldMessage('email')).toBe('올바른 이메일 주소가 아닙니다.');
    expect(error.fieldMessage('name')).toBeUndefined();
    expect(
      new ApiError(409, '이미 사용 중인 아이디입니다.', 'x').fieldMessage('user_id'),
    ).toBeUndefined();
  });
});
