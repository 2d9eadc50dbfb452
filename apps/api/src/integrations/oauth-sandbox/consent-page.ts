import { escapeHtml } from '../../lib/html';
import { type Brand, page } from './page';
import { CUSTOM, type OptionalItem, optionalItems, type PresetPerson } from './people';

export interface ConsentPageInput {
  brand: Brand;
  /** Where the form posts. */
  action: string;
  /** The authorize request, carried through the form. */
  hidden: Record<string, string>;
  redirectUri: string;
  people: readonly PresetPerson[];
  /** What was wrong with the last submit; its fields are shown again. */
  problems?: string[];
  submitted?: Record<string, string>;
}

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');

function peopleChoices(people: readonly PresetPerson[], chosen: string): string {
  const presets = people.map(
    (p) =>
      `<label><input type="radio" name="person" value="${p.key}"${p.key === chosen ? ' checked' : ''}> <strong>${escapeHtml(p.label)}</strong><span class="note">${escapeHtml(p.note)}</span></label>`,
  );
  const custom = `<label><input type="radio" name="person" value="${CUSTOM}"${chosen === CUSTOM ? ' checked' : ''}> <strong>직접 입력</strong><span class="note">아래에 적은 사람으로 로그인합니다.</span></label>`;
  return [...presets, custom].join('\n');
}

function typedFields(brand: Brand, submitted: Record<string, string>): string {
  const input = (name: string, label: string, type: string, placeholder: string) =>
    `<label>${escapeHtml(label)}<input type="${type}" name="${name}" value="${escapeHtml(submitted[name] ?? '')}" placeholder="${escapeHtml(placeholder)}" autocomplete="off"></label>`;
  return [
    input('nickname', brand.labels.nickname, 'text', '예: 온도'),
    input('email', brand.labels.email, 'email', '예: ondo@example.kr'),
    input('name', brand.labels.name, 'text', '예: 정온도'),
    input('phone', brand.labels.phone, 'tel', '예: 010-2345-6789'),
  ].join('\n');
}

function consentItems(brand: Brand, submitted: Record<string, string> | undefined): string {
  const checked = (item: OptionalItem) =>
    submitted === undefined || submitted[`agree_${item}`] === 'on' ? ' checked' : '';
  const optional = optionalItems.map(
    (item) =>
      `<label><input type="checkbox" name="agree_${item}" value="on"${checked(item)}> ${escapeHtml(brand.labels[item])} <span class="code">(선택)</span></label>`,
  );
  return [
    `<label><input type="checkbox" checked disabled> ${escapeHtml(brand.labels.nickname)} <span class="code">(필수)</span></label>`,
    ...optional,
  ].join('\n');
}

/** The consent page: a test person (or a typed one), the items to share, agree or cancel. */
export function renderConsentPage(input: ConsentPageInput): string {
  const { brand, submitted } = input;
  const problems = input.problems?.length
    ? `<ul class="problems">${input.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
    : '';
  const requester = new URL(input.redirectUri).origin;
  return page(
    brand,
    '로그인 동의',
    `<h1>${escapeHtml(brand.service)} 계정으로 로그인</h1>
<p class="lead">${escapeHtml(requester)} 서비스가 아래 정보를 요청합니다.</p>
${problems}<form method="post" action="${escapeHtml(input.action)}">
${hiddenInputs(input.hidden)}
<fieldset><legend>테스트 사용자</legend>
${peopleChoices(input.people, submitted?.person ?? input.people[0]?.key ?? CUSTOM)}
</fieldset>
<fieldset class="typed"><legend>직접 입력할 때</legend>
${typedFields(brand, submitted ?? {})}
</fieldset>
<fieldset><legend>제공할 정보</legend>
${consentItems(brand, submitted)}
</fieldset>
<button type="submit" name="decision" value="allow">동의하고 계속하기</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>취소</button>
</form>
<p class="foot">동의하면 인가 코드와 함께 서비스로 돌아갑니다. 코드는 한 번만, 몇 분 안에만 쓸 수 있습니다.</p>`,
  );
}
