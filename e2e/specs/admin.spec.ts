import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  apiSignIn,
  checkAndShoot,
  checkBackOffice,
  expect,
  newMember,
  openPaymentWindow,
  orderFromCart,
  seriousA11yViolations,
  shoot,
  signInAsOperator,
  signInNewMember,
  test,
  typeAddressByHand,
  won,
} from '../fixtures';
import { operator } from '../playwright.config';

test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');

/** A product photo stand-in: a real PNG drawn by the browser, in a calm colour. */
async function photo(context: BrowserContext, colour: string, name: string) {
  const painter = await context.newPage();
  await painter.setViewportSize({ width: 400, height: 500 });
  await painter.setContent(
    `<body style="margin:0"><div style="width:400px;height:500px;background:${colour}"></div></body>`,
  );
  const buffer = await painter.screenshot({ type: 'png' });
  await painter.close();
  return { name, mimeType: 'image/png', buffer };
}

/** The access token the shop keeps in its cookie. */
async function accessToken(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'access')?.value ?? '';
}

/** The <dd> next to the <dt> with this text. */
const definition = (scope: Page | Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** A shopper in their own browser context, signed in through the API (tokens as cookies). */
async function shopperSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const member = await signInNewMember(page, baseURL);
  return { context, page, member, headers: member.headers };
}

async function stock(page: Page, itemId: number): Promise<Record<string, number>> {
  const response = await page.request.get(`/v1/items/${itemId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { options: Record<string, number> }).options;
}

/** The shopper buys one of each option: cart → /order → sandbox payment window → success. */
async function buyBothOptions(
  shopper: Awaited<ReturnType<typeof shopperSession>>,
  itemId: number,
  options: string[],
  total: number,
) {
  const { page, headers } = shopper;
  await orderFromCart(
    page,
    headers,
    options.map((option) => ({ itemId, option, quantity: 1 })),
  );
  await typeAddressByHand(page, '3층');
  await openPaymentWindow(page, total);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByTestId('paid-amount')).toHaveText(won(total));
  const orders = await page.request.get('/v1/orders/all', { headers });
  const [order] = ((await orders.json()) as { order_list: { merchant_id: string }[] }).order_list;
  expect(order).toBeTruthy();
  return order!.merchant_id;
}

test('a member who is not an admin gets the 403 page', async ({ page }, testInfo) => {
  // The storefront's first load brings none of the back office's code.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('video')).toBeVisible();
  expect(scripts.filter((url) => /admin-|dashboard-page/.test(url))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);

  const member = await newMember(page);
  await page.goto('/admin/orders');
  await checkAndShoot(page, testInfo, 'admin-sign-in');
  await page.getByLabel('아이디').fill(member.userId);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
  // The server refuses too, whatever the page shows.
  const refused = await page.request.get('/v1/admin/dashboard', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(refused.status()).toBe(403);
  await checkBackOffice(page, testInfo, 'admin-403');
});

test('a product from the back office is bought, shipped and partly refunded', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `린넨 오버셔츠 ${Date.now().toString(36)}`;
  const price = 45_000;

  // The operator adds the product with two options and two images.
  await signInAsOperator(page);
  await expect(page.getByText(operator.nickname)).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-dashboard');
  await page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: '상품' })
    .click();
  await page.getByRole('link', { name: '상품 등록' }).click();
  await expect(page.getByRole('heading', { name: '상품 등록', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('상품명을 입력해주세요.')).toBeVisible();
  await expect(page.getByLabel('상품명', { exact: true })).toBeFocused();

  await page.getByLabel('상품명', { exact: true }).fill(name);
  await page.getByLabel('가격(원)').fill(String(price));
  await page.getByLabel('상품 설명').fill('가볍게 걸치는 린넨 셔츠입니다.');
  await page.getByLabel('옵션명 1', { exact: true }).fill('베이지 / M');
  await page.getByLabel('재고 1', { exact: true }).fill('5');
  await page.getByRole('button', { name: '옵션 추가' }).click();
  await page.getByLabel('옵션명 2', { exact: true }).fill('베이지 / L');
  await page.getByLabel('재고 2', { exact: true }).fill('4');
  await page.getByLabel('상세 정보 1 항목', { exact: true }).fill('핏');
  await page.getByLabel('상세 정보 1 내용', { exact: true }).fill('여유 있는 오버핏');
  await page.getByLabel('소재 1 항목', { exact: true }).fill('겉감');
  await page.getByLabel('소재 1 내용', { exact: true }).fill('린넨 100%');
  await page
    .getByLabel('이미지 추가')
    .setInputFiles([
      await photo(page.context(), '#d8cbb5', 'front.png'),
      await photo(page.context(), '#9aa39a', 'back.png'),
    ]);
  await expect(page.getByRole('img', { name: '상품 이미지 2' })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-product-new');
  await page.getByRole('button', { name: '등록' }).click();

  await expect(page.getByRole('heading', { name: '상품 수정', level: 1 })).toBeVisible();
  const itemId = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);
  expect(itemId).toBeGreaterThan(0);
  const images = page.getByRole('img', { name: /상품 이미지 \d/ });
  await expect(images).toHaveCount(2);
  const [first, second] = [
    await images.nth(0).getAttribute('src'),
    await images.nth(1).getAttribute('src'),
  ];
  // The second photo becomes the cover.
  await page.getByRole('button', { name: '이미지 2 앞으로' }).click();
  await expect(images.nth(0)).toHaveAttribute('src', second!);
  await expect(images.nth(1)).toHaveAttribute('src', first!);
  await checkBackOffice(page, testInfo, 'admin-product-edit');
  expect(await stock(page, itemId)).toEqual({ '베이지 / M': 5, '베이지 / L': 4 });

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-products');

  // A shopper buys one of each option on the storefront.
  const shopper = await shopperSession(browser, baseURL!);
  const merchantId = await buyBothOptions(shopper, itemId, ['베이지 / M', '베이지 / L'], price * 2);
  expect(await stock(page, itemId)).toEqual({ '베이지 / M': 4, '베이지 / L': 3 });

  // The operator finds the order and ships it.
  await page.goto('/admin/orders?status=ORDER_PLACED');
  await page.getByLabel('주문번호·회원').fill(merchantId);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${merchantId}`));
  const placedTab = page.getByRole('button', { name: /^주문 완료\s*1$/ });
  await expect(placedTab).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^배송중\s*0$/ })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-orders');
  // The CSV of the same filter, written by the job: UTF-8 with a BOM, this order in it.
  await page.getByRole('button', { name: '주문 내보내기' }).click();
  const save = page.getByRole('button', { name: '주문 내보내기 내려받기' });
  await expect(save).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.startsWith('\uFEFF주문번호')).toBe(true);
  expect(text).toContain(merchantId);
  await page.getByRole('link', { name: merchantId }).click();
  await expect(page.getByRole('heading', { name: `주문 ${merchantId}` })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-order-paid');
  await page.getByLabel('송장번호', { exact: true }).fill('12');
  await page.getByRole('button', { name: '배송중으로 변경' }).click();
  await expect(page.getByText('송장번호는 숫자와 - 만 10~20자로 입력해주세요.')).toBeVisible();
  await page.getByLabel('송장번호', { exact: true }).fill('6234-5678-9012');
  await page.getByRole('button', { name: '배송중으로 변경' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '배송중으로 바꿨습니다.' }),
  ).toBeVisible();
  await expect(definition(page, '송장번호')).toHaveText('6234-5678-9012');
  await expect(page.getByRole('table', { name: '변경 이력' })).toContainText(operator.nickname);
  await expect(page.getByRole('table', { name: '변경 이력' })).toContainText('주문 완료 → 배송중');

  // The shopper sees it on the way, with the tracking number.
  await shopper.page.goto('/mypage');
  await shopper.page.getByRole('tab', { name: /배송중/ }).click();
  await expect(shopper.page.getByRole('article').filter({ hasText: merchantId })).toContainText(
    '배송중',
  );
  const mine = await shopper.page.request.get('/v1/orders/all', { headers: shopper.headers });
  const [shipped] = (
    (await mine.json()) as {
      order_list: { order_status: string; carrier: string; tracking_number: string }[];
    }
  ).order_list;
  expect(shipped).toMatchObject({
    order_status: 'SHIPPED',
    carrier: 'CJ대한통운',
    tracking_number: '6234-5678-9012',
  });

  // The operator refunds the L line; the confirmation shows the amount first.
  await page.getByRole('radio', { name: '일부 상품만' }).check();
  await page.getByLabel(/베이지 \/ L/).fill('1');
  await expect(page.getByText(`환불 예정 금액 ${won(price)}`)).toBeVisible();
  await page.getByLabel('사유', { exact: true }).fill('사이즈 품절로 교환 불가');
  await page.getByRole('button', { name: '환불하기' }).click();
  const dialog = page.getByRole('dialog', { name: '환불할까요?' });
  await expect(dialog).toContainText(won(price));
  await expect(dialog).toContainText('베이지 / L × 1');
  await shoot(page, testInfo, 'admin-refund-confirm', { fullPage: false });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `${won(price)} 환불` }).click();
  await expect(dialog).toBeHidden();
  await expect(definition(page, '환불 금액')).toHaveText(won(price));
  await expect(definition(page, '남은 금액')).toHaveText(won(price));
  await expect(definition(page, '취소된 금액')).toHaveText(won(price));
  await expect(page.getByText('환불 1')).toBeVisible();
  await expect(page.getByRole('table', { name: '변경 이력' })).toContainText(`${won(price)} 환불`);
  await checkBackOffice(page, testInfo, 'admin-order-refunded');

  // Stock came back for the refunded unit only; the shopper's order is still on its way.
  expect(await stock(shopper.page, itemId)).toEqual({ '베이지 / M': 4, '베이지 / L': 4 });
  const after = await shopper.page.request.get('/v1/orders/all', { headers: shopper.headers });
  const [refunded] = (
    (await after.json()) as { order_list: { order_status: string; total_price: number }[] }
  ).order_list;
  expect(refunded).toMatchObject({ order_status: 'SHIPPED', total_price: price * 2 });

  // Delivered: the last step, seen by the shopper too.
  await page.getByRole('button', { name: '배송 완료로 변경' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '주문 상태를 바꿨습니다.' }),
  ).toBeVisible();
  await expect(definition(page, '배송 완료')).not.toHaveText('—');
  const delivered = await shopper.page.request.get('/v1/orders/all', { headers: shopper.headers });
  expect(
    ((await delivered.json()) as { order_list: { order_status: string }[] }).order_list[0],
  ).toMatchObject({ order_status: 'DELIVERED' });

  // The member's page in the back office lists the order.
  await page.getByRole('link', { name: shopper.member.nickname }).click();
  await expect(
    page.getByRole('heading', { name: `${shopper.member.nickname} 회원` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: merchantId })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-member');

  // On a tablet the navigation becomes a row of tabs above the page.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto(`/admin/orders?q=${merchantId}`);
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  const main = page.locator('main');
  await expect(page.getByRole('link', { name: merchantId })).toBeVisible();
  const navBox = (await nav.boundingBox())!;
  const mainBox = (await main.boundingBox())!;
  expect(navBox.y + navBox.height).toBeLessThanOrEqual(mainBox.y + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  await checkBackOffice(page, testInfo, 'admin-orders-tablet');
  await page.getByRole('link', { name: merchantId }).click();
  await expect(page.getByRole('heading', { name: `주문 ${merchantId}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  await checkBackOffice(page, testInfo, 'admin-order-tablet');
  await shopper.context.close();
});

test('coupons, notices, Q&A and members', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsOperator(page, '/admin/coupons');

  // A coupon: the contract's rules speak first, then it is made and stopped.
  await page.getByRole('button', { name: '쿠폰 만들기' }).click();
  await page.getByRole('button', { name: '만들기', exact: true }).click();
  await expect(page.getByText('쿠폰 이름을 입력해주세요.')).toBeVisible();
  const couponName = `재방문 감사 ${Date.now().toString(36)}`;
  await page.getByLabel('쿠폰 이름').fill(couponName);
  await page.getByRole('radio', { name: '정률 할인' }).check();
  await page.getByLabel('할인율(%)').fill('15');
  await page.getByLabel('시작 일시').fill('2026-01-01T00:00');
  await page.getByLabel('종료 일시').fill('2030-12-31T23:59');
  await page.getByLabel('최소 주문 금액(원)').fill('30000');
  await page.getByLabel('발급 수량').fill('100');
  await checkBackOffice(page, testInfo, 'admin-coupon-new');
  await page.getByRole('button', { name: '만들기', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: couponName });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('0 / 100장');
  await checkBackOffice(page, testInfo, 'admin-coupons');
  await row.getByRole('button', { name: `${couponName} 중단` }).click();
  await page
    .getByRole('dialog', { name: '쿠폰을 중단할까요?' })
    .getByRole('button', { name: '중단' })
    .click();
  await expect(row).toContainText('중단됨');

  // A notice written with the editor, pinned, then deleted.
  const title = `배송 일정 안내 ${Date.now().toString(36)}`;
  await page.goto('/admin/notices/new');
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  const editor = page.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('설 연휴 동안 배송이 쉽니다.');
  await checkBackOffice(page, testInfo, 'admin-notice-new');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/admin\/notices$/);
  const noticeRow = page.getByRole('row').filter({ hasText: title });
  await noticeRow.getByRole('button', { name: `${title} 고정`, exact: true }).click();
  await expect(noticeRow).toContainText('고정 해제');
  await checkBackOffice(page, testInfo, 'admin-notices');
  const stored = await page.request.get('/v1/notice');
  expect(JSON.stringify(await stored.json())).toContain(title);
  await noticeRow.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: '공지 수정' })).toBeVisible();
  await expect(page.locator('[contenteditable="true"]')).toContainText('설 연휴 동안');
  await checkBackOffice(page, testInfo, 'admin-notice-edit');
  await page.goto('/admin/notices');
  await noticeRow.getByRole('button', { name: `${title} 삭제` }).click();
  await page
    .getByRole('dialog', { name: '공지를 삭제할까요?' })
    .getByRole('button', { name: '삭제' })
    .click();
  await expect(noticeRow).toHaveCount(0);

  // Q&A: a shopper's question, answered as the shop.
  const asker = await newMember(page);
  const { headers: askerHeaders } = await apiSignIn(page.request, asker.userId, asker.password);
  const question = `사이즈 문의 ${Date.now().toString(36)}`;
  const posted = await page.request.post('/v1/qna/create', {
    headers: askerHeaders,
    multipart: {
      qna_creation_request: JSON.stringify({
        title: question,
        payload: '<p>M 사이즈 총장이 궁금합니다.</p>',
      }),
    },
  });
  expect(posted.status()).toBe(201);
  await page.goto('/admin/qna?state=unanswered');
  await page.getByRole('button', { name: question }).click();
  const post = page.getByRole('article', { name: question });
  await expect(post).toContainText('M 사이즈 총장이 궁금합니다.');
  await post.getByRole('button', { name: '답변 등록' }).click();
  await expect(post.getByText('답변을 입력해주세요.')).toBeVisible();
  await post.getByLabel('쇼핑몰 답변').fill('M 사이즈 총장은 72cm입니다.');
  await post.getByRole('button', { name: '답변 등록' }).click();
  await expect(post.getByText('M 사이즈 총장은 72cm입니다.')).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-qna');
  // Comments and posts can be removed.
  await post.getByRole('button', { name: `${operator.nickname} 댓글 삭제` }).click();
  await page
    .getByRole('dialog', { name: '댓글을 삭제할까요?' })
    .getByRole('button', { name: '삭제', exact: true })
    .click();
  await expect(post.getByText('M 사이즈 총장은 72cm입니다.')).toHaveCount(0);
  await post.getByRole('button', { name: '글 삭제', exact: true }).click();
  await page
    .getByRole('dialog', { name: '글을 삭제할까요?' })
    .getByRole('button', { name: '삭제' })
    .click();
  await expect(post).toHaveCount(0);
  const gone = await page.request.get('/v1/admin/qna?state=all', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(JSON.stringify(await gone.json())).not.toContain(question);

  // Members: the asker is found by ID.
  await page.goto('/admin/members');
  await page.getByRole('searchbox', { name: '아이디·이름·연락처' }).fill(asker.userId);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('link', { name: asker.userId })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-members');

  // The admin role is granted and removed again, after a confirmation each time.
  await page.getByRole('link', { name: asker.userId }).click();
  const steps = [
    { action: '관리자 권한 부여', question: '관리자 권한을 줄까요?', undo: '관리자 권한 해제' },
    { action: '관리자 권한 해제', question: '관리자 권한을 해제할까요?', undo: '관리자 권한 부여' },
  ];
  for (const { action, question, undo } of steps) {
    await page.getByRole('button', { name: action }).click();
    await page
      .getByRole('dialog', { name: question })
      .getByRole('button', { name: action })
      .click();
    await expect(page.getByRole('button', { name: undo })).toBeVisible();
  }
});

test('quick stock edit, a coupon’s claims, the notice editor and the audit log', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  await signInAsOperator(page);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };

  // A product with one option nearly sold out.
  const name = `캐시미어 머플러 ${tag}`;
  const created = await page.request.post('/v1/admin/items', {
    headers,
    data: {
      name,
      price: 39_000,
      description: '부드러운 캐시미어 머플러입니다.',
      details: {},
      fit_sizing: {},
      fabric: {},
      options: [
        { label: '차콜', stock: 2 },
        { label: '아이보리', stock: 8 },
      ],
      is_hidden: false,
    },
  });
  expect(created.status()).toBe(201);
  const item = (await created.json()) as { item_id: number };

  // The dashboard's low-stock list opens the quick edit on the option it names.
  await page.reload();
  const lowStock = page.getByRole('table', { name: '재고 부족 옵션' });
  const firstEdit = lowStock.getByRole('link', { name: /재고 수정$/ }).first();
  await expect(firstEdit).toHaveAttribute('href', /\/admin\/products\?stock=\d+&option=\d+/);
  await firstEdit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('textbox').and(page.locator(':focus')),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // From the product list: the low option stands out, a bad figure is refused, a good one saved.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `${name} 재고 수정` }).click();
  const dialog = page.getByRole('dialog', { name: `${name} 재고` });
  const charcoal = dialog.getByRole('listitem').filter({ hasText: '차콜' });
  await expect(charcoal).toContainText('재고 부족');
  await expect(dialog.getByRole('listitem').filter({ hasText: '아이보리' })).not.toContainText(
    '재고 부족',
  );
  await checkBackOffice(page, testInfo, 'admin-stock-edit');
  await dialog.getByLabel('차콜 새 재고').fill('-3');
  await charcoal.getByRole('button', { name: '저장' }).click();
  await expect(charcoal.getByRole('alert')).toHaveText('재고는 0 이상의 정수로 입력해주세요.');
  await dialog.getByLabel('차콜 새 재고').fill('12');
  await charcoal.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('차콜 옵션 재고를 12개로 바꿨습니다.')).toBeVisible();
  await expect(charcoal).not.toContainText('재고 부족');
  expect(await stock(page, item.item_id)).toEqual({ 차콜: 12, 아이보리: 8 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('20개');

  // A coupon claimed by a shopper shows them on its claims screen.
  const couponName = `첫 구매 ${tag}`;
  const coupon = await page.request.post('/v1/admin/coupons', {
    headers,
    data: {
      name: couponName,
      type: 'PRICE',
      discount_price: 3_000,
      started_at: '2026-01-01T00:00:00+09:00',
      finished_at: '2030-12-31T23:59:00+09:00',
    },
  });
  expect(coupon.status()).toBe(201);
  const { coupon_id: couponId } = (await coupon.json()) as { coupon_id: number };
  const shopper = await shopperSession(browser, baseURL!);
  const claim = await shopper.page.request.post('/v1/users/me/add/coupon', {
    headers: shopper.headers,
    data: { coupon_id: couponId },
  });
  expect(claim.status()).toBe(201);
  await shopper.context.close();
  await page.goto('/admin/coupons');
  await page.getByRole('link', { name: `${couponName} 발급 내역` }).click();
  await expect(page.getByRole('heading', { name: `${couponName} 발급 내역` })).toBeVisible();
  const claimRow = page.getByRole('row').filter({ hasText: shopper.member.nickname });
  await expect(claimRow).toContainText('미사용');
  await expect(claimRow.getByRole('link', { name: shopper.member.nickname })).toHaveAttribute(
    'href',
    /\/admin\/members\/\d+/,
  );
  await checkBackOffice(page, testInfo, 'admin-coupon-claims');

  // Opening a notice to edit counts no view.
  const noticeTitle = `휴무 안내 ${tag}`;
  const notice = await page.request.post('/v1/admin/notices', {
    headers,
    data: { title: noticeTitle, payload: '<p>매장 휴무일입니다.</p>' },
  });
  const { notice_id: noticeId } = (await notice.json()) as { notice_id: number };
  await page.goto(`/admin/notices/${noticeId}`);
  await expect(page.locator('[contenteditable="true"]')).toContainText('매장 휴무일입니다.');
  await page.reload();
  await expect(page.locator('[contenteditable="true"]')).toContainText('매장 휴무일입니다.');
  const list = (await (await page.request.get('/v1/notice')).json()) as {
    notice_list: { notice_id: number; view_count: number }[];
  };
  expect(list.notice_list.find((n) => n.notice_id === noticeId)?.view_count).toBe(0);

  // The audit log, in Korean, then filtered to the product (newest first). Other journeys
  // write to the same log at the same time, so the notice's row is found by its title.
  await page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: '기록' })
    .click();
  await expect(page.getByRole('heading', { name: '기록', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: noticeTitle })).toContainText('공지 등록');
  await checkBackOffice(page, testInfo, 'admin-audit');
  await page.getByLabel('대상 종류').selectOption({ label: '상품' });
  await page.getByLabel('대상 번호').fill(String(item.item_id));
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(new RegExp(`target_id=${item.item_id}`));
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('상품 수정');
  await expect(rows.nth(1)).toContainText('재고: 2 → 12');
  await expect(rows.nth(1)).toContainText(operator.nickname);
  await expect(rows.nth(2)).toContainText('상품 등록');
  await checkBackOffice(page, testInfo, 'admin-audit-filtered');

  // The same screens on a tablet.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/admin/audit');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-audit-tablet');
  await page.goto(`/admin/coupons/${couponId}`);
  await expect(page.getByRole('row').filter({ hasText: shopper.member.nickname })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-coupon-claims-tablet');
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}&stock=${item.item_id}`);
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(2);
  await checkBackOffice(page, testInfo, 'admin-stock-edit-tablet');
});

test('search and shopping: the feed addresses, a rebuild, and feeds Naver and Google can read', async ({
  page,
}, testInfo) => {
  await signInAsOperator(page, '/admin/feeds');
  await expect(page.getByRole('heading', { name: '검색·쇼핑 연동', level: 1 })).toBeVisible();
  const epField = page.getByLabel('네이버 쇼핑 상품 DB URL (EP 3.0 전체)');
  await expect(epField).toHaveValue(/\/feeds\/naver-ep\.tsv$/);
  await page.getByRole('button', { name: '지금 다시 생성' }).click();
  await expect(page.getByText('피드를 다시 만들었습니다.')).toBeVisible();
  await expect(definition(page, '계기')).toHaveText('관리자 요청');
  await checkBackOffice(page, testInfo, 'admin-feeds');

  // What the services fetch: a tab-separated EP with a row per product, an RSS feed in g:.
  const ep = await page.request.get(new URL(await epField.inputValue()).pathname);
  expect(ep.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8');
  const [header, ...rows] = (await ep.text()).trimEnd().split('\n');
  expect(header?.split('\t').slice(0, 3)).toEqual(['id', 'title', 'price_pc']);
  for (const row of rows) expect(row.split('\t')).toHaveLength(header!.split('\t').length);
  const google = await page.request.get('/feeds/google.xml');
  expect(google.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await google.text()).toContain('xmlns:g="http://base.google.com/ns/1.0"');
});
