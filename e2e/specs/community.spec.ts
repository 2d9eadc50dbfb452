import type { Page } from '@playwright/test';
import {
  apiSignIn,
  checkAndShoot,
  expect,
  keepSession,
  newMember,
  seriousA11yViolations,
  shoot,
  test,
} from '../fixtures';

/** A short unique word for this run and project, so searches find only this test's posts. */
const uniqueTag = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

interface Member {
  userId: string;
  password: string;
  nickname: string;
  token: string;
}

async function member(page: Page): Promise<Member> {
  const created = await newMember(page);
  const session = await apiSignIn(page.request, created.userId, created.password);
  return { ...created, token: session.access };
}

/** Signs the browser in as `who` (the web app reads the token cookies). */
async function signInAs(page: Page, who: Member, baseURL: string) {
  const session = await apiSignIn(page.request, who.userId, who.password);
  await page.context().clearCookies();
  await keepSession(page.context(), baseURL, session);
}

/** A post through the API (fast setup); answers its id. */
async function createPost(
  page: Page,
  who: Member,
  post: { title: string; payload: string; is_secret?: boolean },
  image?: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await page.request.post('/v1/qna/create', {
    headers: { authorization: `Bearer ${who.token}` },
    multipart: {
      qna_creation_request: JSON.stringify(post),
      ...(image ? { qna_creation_images: image } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Small real images, drawn by the browser. */
async function drawImage(page: Page, type: 'image/png' | 'image/jpeg', colour: string) {
  const dataUrl = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = fill ?? '#888';
        context.fillRect(0, 0, 40, 40);
      }
      return canvas.toDataURL(mime);
    },
    [type, colour],
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

// Each journey walks several screens and members.
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const alertToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const postLinks = (page: Page, tag: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(tag) });

/** Fails on any dialog (alert from injected script) and records injected markers. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    dialogs,
    async assertClean() {
      expect(dialogs, 'dialogs opened by injected script').toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      await expect(page.locator('main img[src="x"], main script, main svg[onload]')).toHaveCount(0);
      await expect(
        page.locator('main [onerror], main [onload], main a[href^="javascript"]'),
      ).toHaveCount(0);
    },
  };
}

test('the board: notices on top, search by each type, paging kept in the URL', async ({
  page,
}, testInfo) => {
  const writer = await member(page);
  const tag = uniqueTag();
  // 17 posts: one full page of 15 and a second page of 2, for each kind of search.
  for (let n = 1; n <= 17; n += 1) {
    await createPost(page, writer, {
      title: `원단 문의 ${tag}t ${String(n).padStart(2, '0')}`,
      payload: `<p>세탁 방법이 궁금합니다 ${tag}p ${n}</p>`,
    });
  }

  await page.goto('/service/qna');
  await expect(page).toHaveTitle(/Q&A/);
  await expect(page.getByRole('heading', { level: 1, name: 'Q&A' })).toBeVisible();
  const notice = page.getByRole('main').getByRole('link', { name: /온라인 스토어 오픈 안내/ });
  await expect(notice).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/^(방금 전|\d+초 전|\d+분 전)$/)
      .first(),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'qna-list');
  if (testInfo.project.name === 'desktop') {
    // The large layout starts at 1536px.
    await page.setViewportSize({ width: 1536, height: 960 });
    await shoot(page, testInfo, 'qna-list-large');
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  const search = async (type: string, keyword: string) => {
    await page.getByLabel('검색 기준').selectOption({ label: type });
    await page.getByLabel('검색어').fill(keyword);
    await page.getByRole('main').getByRole('button', { name: '검색' }).click();
  };

  // By title: 15 on page 1 (no pinned notice during a search), 2 on page 2.
  await search('제목', `${tag}t`);
  await expect(page).toHaveURL(new RegExp(`qna_type=title&keyword=${tag}t`));
  await expect(postLinks(page, `${tag}t`)).toHaveCount(15);
  await expect(notice).toHaveCount(0);
  await expect(postLinks(page, `${tag}t 17`)).toBeVisible();
  await page.getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(postLinks(page, `${tag}t`)).toHaveCount(2);
  await expect(postLinks(page, `${tag}t 01`)).toBeVisible();
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  await shoot(page, testInfo, 'qna-search-page-2');

  // Reload keeps the page and the search; back and forward move between the pages.
  await page.reload();
  await expect(postLinks(page, `${tag}t`)).toHaveCount(2);
  await expect(page.getByLabel('검색어')).toHaveValue(`${tag}t`);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(postLinks(page, `${tag}t`)).toHaveCount(15);
  await page.goForward();
  await expect(postLinks(page, `${tag}t`)).toHaveCount(2);

  // By content.
  await search('내용', `${tag}p`);
  await expect(page).toHaveURL(new RegExp(`qna_type=payload&keyword=${tag}p`));
  await expect(page).not.toHaveURL(/page=2/);
  await expect(postLinks(page, `${tag}t`)).toHaveCount(15);
  await page.getByRole('link', { name: '2페이지' }).click();
  await expect(postLinks(page, `${tag}t`)).toHaveCount(2);

  // By writer.
  await search('작성자', writer.nickname);
  await expect(page).toHaveURL(/qna_type=writer/);
  await expect(postLinks(page, `${tag}t`)).toHaveCount(15);
  await expect(page.getByLabel('검색 기준')).toHaveValue('writer');

  // Nothing found says so.
  await search('제목', `${tag}없음`);
  await expect(page.getByText(`‘${tag}없음’에 대한 검색 결과가 없습니다.`)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The pinned notice opens its page.
  await page.goto('/service/qna');
  await notice.click();
  await expect(page).toHaveURL(/\/service\/notice\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /온라인 스토어 오픈 안내/ }),
  ).toBeVisible();
  await expect(page.getByText('5,000원 할인 쿠폰')).toBeVisible();
  await checkAndShoot(page, testInfo, 'notice');
});

test('a secret post with two images: locked for others, open for its writer', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 403/);
  const writer = await member(page);
  const other = await member(page);
  const tag = uniqueTag();
  const title = `재입고 일정 문의 ${tag}`;
  const png = await drawImage(page, 'image/png', '#4f5e4e');
  const jpeg = await drawImage(page, 'image/jpeg', '#b0554f');

  // Visitors are asked to sign in first, in the login dialog over the page.
  await page.goto('/service/write');
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('heading', { name: '로그인이 필요합니다.' })).toBeVisible();

  await signInAs(page, writer, baseURL ?? '');
  await page.goto('/service/qna');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/service\/write$/);
  const content = page.getByRole('textbox', { name: '내용', exact: true });
  await expect(content).toBeVisible();
  await checkAndShoot(page, testInfo, 'write-empty');

  // docs/api.md#form-checks: a title first, then content; each said once, under its field.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('제목을 입력해주세요.')).toHaveCount(1);
  await expect(alertToast(page, '제목을 입력해주세요.')).toHaveCount(0);
  await expect(page.getByLabel('제목', { exact: true })).toBeFocused();

  // A preset makes the title read-only; typing again brings the box back.
  await page.getByLabel('제목 선택').selectOption('배송 문의');
  await expect(page.getByLabel('제목', { exact: true })).toHaveValue('배송 문의');
  await expect(page.getByLabel('제목', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('제목 선택').selectOption({ label: '직접 입력' });
  await page.getByLabel('제목', { exact: true }).fill(title);

  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('내용을 입력해주세요.')).toHaveCount(1);

  await page.getByRole('switch', { name: /비밀글로 쓰기/ }).check();
  await content.click();
  await page.keyboard.type('지난주에 품절된 코트의 재입고 일정이 궁금합니다.');
  await page.getByRole('button', { name: '굵게' }).click();
  await page.keyboard.type(' M 사이즈');
  await expect(content.locator('strong')).toHaveText('M 사이즈');

  const files = page.locator('input[type="file"]');
  await files.setInputFiles([
    { name: 'coat-front.png', mimeType: 'image/png', buffer: png },
    { name: 'coat-back.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(page.getByRole('img', { name: 'coat-front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'coat-back.jpg' })).toBeVisible();
  // The same file name again is skipped; a text file and a file over 5 MB are refused.
  await files.setInputFiles([
    { name: 'coat-front.png', mimeType: 'image/png', buffer: png },
    { name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('memo') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
  ]);
  await expect(page.getByText('coat-front.png: 이미 추가한 파일입니다.')).toBeVisible();
  await expect(
    page.getByText('memo.txt: JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.'),
  ).toBeVisible();
  await expect(page.getByText('huge.png: 5MB 이하의 이미지만 올릴 수 있습니다.')).toBeVisible();
  await expect(page.getByText('2/5')).toBeVisible();
  // Removing one and adding it back.
  await page.getByRole('button', { name: 'coat-back.jpg 삭제' }).click();
  await expect(page.getByRole('img', { name: 'coat-back.jpg' })).toHaveCount(0);
  await files.setInputFiles([{ name: 'coat-back.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
  await expect(page.getByRole('img', { name: 'coat-back.jpg' })).toBeVisible();
  await checkAndShoot(page, testInfo, 'write-filled');

  // Registered, the shopper lands on the post itself.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(toast(page, '등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/service\/contents\/\d+$/);
  const postUrl = page.url();

  // In the list: title and lock.
  await page.goto(`/service/qna?qna_type=title&keyword=${tag}`);
  const row = postLinks(page, tag);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: '비밀글' })).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(postUrl);

  // Its writer reads it all.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('지난주에 품절된 코트의 재입고 일정이 궁금합니다.')).toBeVisible();
  await expect(page.getByRole('main').locator('strong')).toHaveText('M 사이즈');
  const images = page.getByRole('img', { name: /첨부 이미지/ });
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  }
  await checkAndShoot(page, testInfo, 'post-secret-writer');

  // Another member is told the post is private, not asked to sign in; a visitor may be its
  // writer and is offered the login dialog.
  await signInAs(page, other, baseURL ?? '');
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { name: '비밀글입니다.' })).toBeVisible();
  await expect(page.getByText('비밀글은 작성자와 관리자만 볼 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인하기' })).toHaveCount(0);
  await expect(page.getByText('지난주에 품절된')).toHaveCount(0);
  await checkAndShoot(page, testInfo, 'post-secret-refused');
  await page.context().clearCookies();
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { name: '비밀글입니다.' })).toBeVisible();
  await page.getByRole('button', { name: '로그인하기' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});

test('comments and the post: write, edit and delete as their writer', async ({
  page,
  baseURL,
}, testInfo) => {
  const writer = await member(page);
  const other = await member(page);
  const tag = uniqueTag();
  const first = await drawImage(page, 'image/png', '#1d1d1b');
  const second = await drawImage(page, 'image/jpeg', '#d9d6cf');
  const id = await createPost(
    page,
    writer,
    { title: `사이즈 교환 문의 ${tag}`, payload: '<p>M을 L로 바꾸고 싶습니다.</p>' },
    { name: 'tag.png', mimeType: 'image/png', buffer: first },
  );

  // Visitors read the post but must sign in to comment.
  await page.goto(`/service/contents/${id}`);
  await expect(page.getByText('M을 L로 바꾸고 싶습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '게시글 메뉴' })).toHaveCount(0);
  await page.getByLabel('댓글 쓰기').fill('방문자 댓글');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog.getByText('로그인하면 댓글을 남길 수 있습니다.')).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();

  await signInAs(page, writer, baseURL ?? '');
  await page.goto(`/service/contents/${id}`);
  const box = page.getByLabel('댓글 쓰기');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('댓글을 입력해주세요.')).toHaveCount(1);
  await expect(alertToast(page, '댓글을 입력해주세요.')).toHaveCount(0);
  await box.fill('   ');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('댓글을 입력해주세요.', { exact: true }).first()).toBeVisible();

  await box.fill('주문번호는 2026112100001 입니다.');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(toast(page, '댓글을 등록했습니다.')).toBeVisible();
  const comments = page.getByRole('region', { name: /댓글/ }).getByRole('listitem');
  await expect(comments).toHaveCount(1);
  await expect(comments.first()).toContainText('주문번호는 2026112100001 입니다.');
  await expect(box).toHaveValue('');

  // Inline edit.
  await page.getByRole('button', { name: /님의 댓글 메뉴/ }).click();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  const edit = page.getByLabel('댓글 수정');
  await expect(edit).toBeFocused();
  await edit.fill('주문번호는 2026112100002 입니다.');
  await shoot(page, testInfo, 'comment-editing');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(toast(page, '댓글을 수정했습니다.')).toBeVisible();
  await expect(comments.first()).toContainText('2026112100002');
  await expect(comments.first()).toContainText('수정됨');
  await checkAndShoot(page, testInfo, 'post-with-comment');

  // Another member sees no menus on what is not theirs.
  await signInAs(page, other, baseURL ?? '');
  await page.goto(`/service/contents/${id}`);
  await expect(comments).toHaveCount(1);
  await expect(page.getByRole('button', { name: /댓글 메뉴/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '게시글 메뉴' })).toHaveCount(0);

  // Delete the comment.
  await signInAs(page, writer, baseURL ?? '');
  await page.goto(`/service/contents/${id}`);
  await page.getByRole('button', { name: /님의 댓글 메뉴/ }).click();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('이 댓글을 삭제할까요?');
  await page.getByRole('dialog').getByRole('button', { name: '삭제하기' }).click();
  await expect(toast(page, '댓글을 삭제했습니다.')).toBeVisible();
  await expect(page.getByText('아직 댓글이 없습니다.')).toBeVisible();

  // Edit the post: the form opens filled in.
  await page.getByRole('button', { name: '게시글 메뉴' }).click();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/service/write/${id}$`));
  const title = page.getByLabel('제목', { exact: true });
  await expect(title).toHaveValue(`사이즈 교환 문의 ${tag}`);
  const content = page.getByRole('textbox', { name: '내용', exact: true });
  await expect(content).toContainText('M을 L로 바꾸고 싶습니다.');
  // The stored image can be removed and another added in its place.
  await expect(page.getByRole('img', { name: '첨부 이미지 1' })).toBeVisible();
  await expect(page.getByText('1/5')).toBeVisible();
  await shoot(page, testInfo, 'write-edit');
  await page.getByRole('button', { name: '첨부 이미지 1 삭제' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'label.jpg', mimeType: 'image/jpeg', buffer: second }]);
  await expect(page.getByRole('img', { name: 'label.jpg' })).toBeVisible();
  await title.fill(`사이즈 교환 문의 (수정) ${tag}`);
  await content.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 택은 그대로입니다.');
  await page.getByRole('button', { name: '수정하기' }).click();
  await expect(toast(page, '게시글을 수정했습니다.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/service/contents/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `사이즈 교환 문의 (수정) ${tag}`,
  );
  await expect(page.getByText('택은 그대로입니다.')).toBeVisible();
  const images = page.getByRole('img', { name: /첨부 이미지/ });
  await expect(images).toHaveCount(1);
  await expect(images.first()).toHaveJSProperty('complete', true);
  expect(await images.first().evaluate((img: HTMLImageElement) => img.src)).toMatch(/\.jpg$/);

  // Delete the post.
  await page.getByRole('button', { name: '게시글 메뉴' }).click();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제하기' }).click();
  await expect(toast(page, '게시글을 삭제했습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/service\/qna$/);
  await page.goto(`/service/qna?qna_type=title&keyword=${tag}`);
  await expect(page.getByText(`‘${tag}’에 대한 검색 결과가 없습니다.`)).toBeVisible();
});

test('stored script in a post, the editor or a comment never runs', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // Chromium reports the page's CSP refusing a pasted handler even while the HTML is parsed in an
  // inert document (DOMPurify's), where it could never run; the checks below prove nothing ran.
  consoleErrors.allow(/Content Security Policy directive 'script-src-attr 'none''/);
  const writer = await member(page);
  const tag = uniqueTag();
  const guard = watchForScripts(page);
  const attack =
    '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>';

  // Straight to the API, past the editor: the server and the browser both clean it.
  const id = await createPost(page, writer, {
    title: `스크립트 ${tag}`,
    payload: `<p>안전한 문장</p>${attack}<a href="javascript:alert(3)">링크</a><svg onload="alert(4)"></svg><p onclick="alert(5)">문단</p>`,
  });
  await page.goto(`/service/contents/${id}`);
  await expect(page.getByText('안전한 문장')).toBeVisible();
  await expect(page.getByText('문단')).toBeVisible();
  await guard.assertClean();

  // Typed and pasted into the editor.
  await signInAs(page, writer, baseURL ?? '');
  await page.goto('/service/write');
  await page.getByLabel('제목', { exact: true }).fill(`붙여넣기 ${tag}`);
  const content = page.getByRole('textbox', { name: '내용', exact: true });
  await content.click();
  await page.keyboard.type(attack);
  await content.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'pasted');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `<p>붙여넣은 글</p>${attack}`);
  await expect(content).toContainText('붙여넣은 글');
  await guard.assertClean();
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(toast(page, '등록되었습니다.')).toBeVisible();
  await page.goto(`/service/qna?qna_type=title&keyword=${tag}`);
  await postLinks(page, `붙여넣기 ${tag}`).click();
  await expect(page.getByText('붙여넣은 글')).toBeVisible();
  // What was typed is text, shown as text.
  await expect(
    page.getByText('<script>window.__xss=2;alert(2)</script>', { exact: false }),
  ).toBeVisible();
  await guard.assertClean();

  // In a comment (kept as plain text), then edited into another attempt.
  const comments = page.getByRole('region', { name: /댓글/ }).getByRole('listitem');
  await page.getByLabel('댓글 쓰기').fill(`댓글 하나 ${attack}`);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(toast(page, '댓글을 등록했습니다.')).toBeVisible();
  await page.reload();
  await expect(comments.first()).toContainText('댓글 하나');
  await guard.assertClean();
  await page.getByRole('button', { name: /님의 댓글 메뉴/ }).click();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page.getByLabel('댓글 수정').fill('고친 댓글 <svg onload=alert(6)></svg><b>굵게</b>');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(comments.first()).toContainText('고친 댓글');
  await page.reload();
  await expect(comments.first()).toContainText('고친 댓글');
  await expect(comments.first().locator('p b, p svg')).toHaveCount(0);
  await guard.assertClean();
  await shoot(page, testInfo, 'post-xss');
});

test('a phone number typed into a public post is hidden from other visitors, not from its writer', async ({
  page,
  baseURL,
}, testInfo) => {
  const writer = await member(page);
  const tag = uniqueTag();
  const id = await createPost(page, writer, {
    title: `교환 문의 ${tag}`,
    payload: '<p>010-2345-6789로 연락 부탁드려요. 주소는 서울 성동구 성수이로 113입니다.</p>',
  });

  // A visitor reads the public copy.
  await page.goto(`/service/contents/${id}`);
  await expect(page.getByText('[전화번호 비공개]로 연락 부탁드려요')).toBeVisible();
  await expect(page.getByText('010-2345-6789')).toHaveCount(0);
  await expect(page.getByText(/개인정보 보호를 위해/)).toHaveCount(0);

  // The writer reads what they wrote, and why others do not.
  await signInAs(page, writer, baseURL!);
  await page.reload();
  await expect(page.getByText('010-2345-6789로 연락 부탁드려요.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('다른 분께는 가려서 보여 드립니다(전화번호·주소)', { exact: false }),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'qna-privacy-note');
});
