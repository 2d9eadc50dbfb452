import { type Html, joined, render } from '../render';
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
  Object.entries(fields).map(([name, value]) => render('hidden-input', { name, value }));

function peopleChoices(people: readonly PresetPerson[], chosen: string): Html[] {
  const choice = (key: string, label: string, note: string) => {
    const input = render(key === chosen ? 'radio-checked' : 'radio', {
      name: 'person',
      value: key,
    });
    return render('oauth-person', { input, label, note });
  };
  return [
    ...people.map((p) => choice(p.key, p.label, p.note)),
    choice(CUSTOM, '직접 입력', '아래에 적은 사람으로 로그인합니다.'),
  ];
}

function typedFields(brand: Brand, submitted: Record<string, string>): Html[] {
  const input = (name: string, label: string, type: string, placeholder: string) =>
    render('oauth-typed-input', { label, type, name, value: submitted[name] ?? '', placeholder });
  return [
    input('nickname', brand.labels.nickname, 'text', '예: 온도'),
    input('email', brand.labels.email, 'email', '예: ondo@example.kr'),
    input('name', brand.labels.name, 'text', '예: 정온도'),
    input('phone', brand.labels.phone, 'tel', '예: 010-2345-6789'),
  ];
}

function consentItems(brand: Brand, submitted: Record<string, string> | undefined): Html[] {
  const input = (item: OptionalItem) => {
    const checked = submitted === undefined || submitted[`agree_${item}`] === 'on';
    return render(checked ? 'checkbox-checked' : 'checkbox', { name: `agree_${item}` });
  };
  return [
    render('oauth-required-item', { label: brand.labels.nickname }),
    ...optionalItems.map((item) =>
      render('oauth-item', { input: input(item), label: brand.labels[item] }),
    ),
  ];
}

/** The consent page: a test person (or a typed one), the items to share, agree or cancel. */
export function renderConsentPage(input: ConsentPageInput): string {
  const { brand, submitted } = input;
  const problems = input.problems?.length
    ? render('oauth-problems', {
        items: joined(input.problems.map((text) => render('list-item', { text }))),
      })
    : '';
  return page(
    brand,
    '로그인 동의',
    render('oauth-consent', {
      service: brand.service,
      requester: new URL(input.redirectUri).origin,
      problems,
      action: input.action,
      hidden: hiddenInputs(input.hidden),
      people: peopleChoices(input.people, submitted?.person ?? input.people[0]?.key ?? CUSTOM),
      typed: typedFields(brand, submitted ?? {}),
      items: consentItems(brand, submitted),
    }),
  );
}
