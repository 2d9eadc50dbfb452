import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../routing';
import { Pagination } from './pagination';

const renderAt = (page: number, pageCount: number) =>
  render(
    <MemoryRouter>
      <Pagination page={page} pageCount={pageCount} href={(n) => `/service/qna?page=${n}`} />
    </MemoryRouter>,
  );

const numbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Pagination (a window of 5 pages)', () => {
  it('page 1 of 12 shows 1–5 and a jump to 6, no jump back', () => {
    renderAt(1, 12);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.queryByRole('link', { name: '이전 페이지 묶음' })).toBeNull();
    expect(screen.getByRole('link', { name: '다음 페이지 묶음' }).getAttribute('href')).toBe(
      '/service/qna?page=6',
    );
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('page 7 of 12 shows 6–10 with jumps to 5 and 11', () => {
    renderAt(7, 12);
    expect(numbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('link', { name: '이전 페이지 묶음' }).getAttribute('href')).toBe(
      '/service/qna?page=5',
    );
    expect(screen.getByRole('link', { name: '다음 페이지 묶음' }).getAttribute('href')).toBe(
      '/service/qna?page=11',
    );
    expect(screen.getByRole('link', { name: '7페이지' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '6페이지' }).getAttribute('aria-current')).toBeNull();
  });

  it('the last window is short and has no jump forward', () => {
    renderAt(12, 12);
    expect(numbers()).toEqual(['11', '12']);
    expect(screen.queryByRole('link', { name: '다음 페이지 묶음' })).toBeNull();
  });

  it('a single page needs no paging', () => {
    renderAt(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Pagination as buttons (the back office)', () => {
  const labels = {
    label: '페이지',
    previous: '이전',
    next: '다음',
    page: (n: number) => `${n}페이지`,
  };

  it('moves with buttons, the steps disabled at the ends', async () => {
    const pages: number[] = [];
    render(<Pagination page={1} pageCount={7} labels={labels} onPage={(n) => pages.push(n)} />);
    expect(screen.getByRole('navigation', { name: '페이지' })).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
    expect((screen.getByRole('button', { name: '이전' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '1페이지' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: '3페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(pages).toEqual([3, 6]);
  });

  it('a single page needs no paging', () => {
    render(<Pagination page={1} pageCount={1} labels={labels} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
