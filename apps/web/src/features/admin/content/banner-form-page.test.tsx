import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { AdminBannerFormPage } from './banner-form-page';

const banner = {
  banner_id: 5,
  title: '가을 기획전',
  image_url: '/uploads/fall.jpg',
  link_url: '/collection',
  is_active: true,
  created_at: '2026-11-21T01:00:00.000Z',
  updated_at: '2026-11-21T01:00:00.000Z',
};

describe('AdminBannerFormPage', () => {
  it('registers a new banner, says so and goes back to the list', async () => {
    const calls = stubApi({ 'POST /v1/admin/banners': { status: 201, body: banner } });
    renderAdmin(<AdminBannerFormPage />, {
      path: '/admin/banners/new',
      route: '/admin/banners/new',
    });
    expect(screen.getByRole('heading', { name: '배너 등록' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('제목'), banner.title);
    await userEvent.type(screen.getByLabelText(/이미지 주소/), banner.image_url);
    await userEvent.type(screen.getByLabelText(/링크/), banner.link_url);
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/banners'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: banner.title,
      image_url: banner.image_url,
      link_url: banner.link_url,
      is_active: true,
    });
    expect(await screen.findByText('배너 등록')).toBeTruthy();
  });

  it('saves an edited banner under its id with the edit title and button', async () => {
    const calls = stubApi({
      'GET /v1/admin/banners/5': { body: banner },
      'PUT /v1/admin/banners/5': { body: { ...banner, title: '겨울 기획전' } },
    });
    renderAdmin(<AdminBannerFormPage />, { path: '/admin/banners/5', route: '/admin/banners/:id' });
    const title = await screen.findByDisplayValue(banner.title);
    expect(screen.getByRole('heading', { name: '배너 수정' })).toBeTruthy();
    await userEvent.clear(title);
    await userEvent.type(title, '겨울 기획전');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/banners'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: '겨울 기획전' });
  });
});
