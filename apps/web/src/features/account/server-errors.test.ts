import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { explainSaveError, findErrorMessage } from './server-errors';

const failed = '아이디 찾기 중 오류가 발생했습니다.';

describe('findErrorMessage (docs/api.md#error-messages)', () => {
  it('reads the invalid-email item of a 422 list as a wrong domain', () => {
    const error = new ApiError(
      422,
      [
        { loc: ['body', 'name'], msg: '이름을 입력해주세요.', type: 'x' },
        { loc: ['body', 'email'], msg: '올바른 이메일 주소가 아닙니다.', type: 'x' },
      ],
      'x',
    );
    expect(findErrorMessage(error, failed)).toBe('이메일 도메인이 올바르지 않습니다.');
  });
  it('joins other lists, keeps strings, and knows nothing of other shapes', () => {
    const list = [
      { loc: ['body', 'name'], msg: 'a', type: 'x' },
      { loc: ['body', 'email'], msg: 'b', type: 'x' },
    ];
    expect(findErrorMessage(new ApiError(422, list, 'x'), failed)).toBe('a, b');
    expect(findErrorMessage(new ApiError(404, '없습니다.', 'x'), failed)).toBe('없습니다.');
    expect(findErrorMessage(new ApiError(500, undefined, 'x'), failed)).toBe(
      '알 수 없는 오류가 발생했습니다.',
    );
  });
  it('gives the form its own message when there was no answer', () => {
    expect(findErrorMessage(new ApiError(0, undefined, 'x'), failed)).toBe(failed);
    expect(findErrorMessage(new TypeError('x'), failed)).toBe(failed);
  });
});

describe('explainSaveError', () => {
  const fields = { user_id: 'userId', email: 'emailLocal', nickname: 'nickname' } as const;
  it('puts a 409 under the field its message names', () => {
    const error = new ApiError(409, '이미 가입된 이메일입니다.', '이미 가입된 이메일입니다.');
    expect(explainSaveError(error, fields)).toEqual({
      problems: [{ field: 'emailLocal', message: '이미 가입된 이메일입니다.', taken: 'email' }],
      message: '이미 가입된 이메일입니다.',
    });
  });
  it('puts 422 items under their fields', () => {
    const error = new ApiError(
      422,
      [{ loc: ['body', 'user_id'], msg: '아이디는 4자 이상이어야 합니다.', type: 'x' }],
      '아이디는 4자 이상이어야 합니다.',
    );
    expect(explainSaveError(error, fields).problems).toEqual([
      { field: 'userId', message: '아이디는 4자 이상이어야 합니다.' },
    ]);
  });
});
