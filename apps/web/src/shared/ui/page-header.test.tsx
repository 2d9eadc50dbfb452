import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the eyebrow, the one h1, the lead and what follows', () => {
    render(
      <PageHeader eyebrow="MY PAGE" title="마이페이지" lead="주문과 쿠폰을 봅니다.">
        <p>닉네임</p>
      </PageHeader>,
    );
    expect(screen.getByText('MY PAGE')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeDefined();
    expect(screen.getByText('주문과 쿠폰을 봅니다.')).toBeDefined();
    expect(screen.getByText('닉네임')).toBeDefined();
  });

  it('leaves the document title alone unless it names an area', () => {
    document.title = '이전 제목';
    const { unmount } = render(<PageHeader variant="brand" eyebrow="ABOUT" title="소개" />);
    expect(document.title).toBe('이전 제목');
    unmount();
    render(
      <PageHeader
        variant="backOffice"
        area="관리자"
        title="주문 관리"
        actions={<button type="button">내보내기</button>}
      />,
    );
    expect(document.title).toContain('주문 관리 · 관리자');
    expect(screen.getByRole('button', { name: '내보내기' })).toBeDefined();
  });
});
