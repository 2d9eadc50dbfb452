import {
  MEASURE_RULES,
  type MeasureField,
  type Measures,
  type MeasureTemplate,
} from '@shop/contract/measure-rules';
import { ApiError } from '../../shared/api/errors';
import { fitText as t } from './fit-text';
import type { GarmentInput } from './garments-api';

/** What the 직접 입력 form holds: the name and each field's text as typed. */
export interface GarmentDraft {
  name: string;
  values: Partial<Record<MeasureField, string>>;
}

/** Why the form was not sent: per field, and what belongs to none of them. */
export interface GarmentProblems {
  name?: string;
  values?: Partial<Record<MeasureField, string>>;
  general?: string;
}

/** A centimetre value as typed ('52.5', '52,5'), when the contract's rules take it. */
export function readCentimetres(text: string): number | undefined {
  const n = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n < MEASURE_RULES.min || n > MEASURE_RULES.max) return undefined;
  return Number.isInteger(n * 2) ? n : undefined;
}

/**
 * The draft as POST /v1/users/me/garments takes it, checked by the contract's rules: a name,
 * at least one value, each in range. Empty fields are unknown and left out.
 */
export function garmentBody(
  draft: GarmentDraft,
  template: MeasureTemplate,
  fields: readonly MeasureField[],
): { body: GarmentInput } | { problems: GarmentProblems } {
  const problems: GarmentProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = t.nameRequired;
  const values: Measures = {};
  const wrong: GarmentProblems['values'] = {};
  for (const field of fields) {
    const text = draft.values[field]?.trim() ?? '';
    if (!text) continue;
    const value = readCentimetres(text);
    if (value === undefined) wrong[field] = t.valueInvalid;
    else values[field] = value;
  }
  if (Object.keys(wrong).length) problems.values = wrong;
  else if (Object.keys(values).length === 0) problems.general = t.valuesRequired;
  if (problems.name || problems.values || problems.general) return { problems };
  return { body: { name, template, values } };
}

/**
 * The server's refusal put where it belongs: a 422 on ['body', 'name'] or ['body', 'values',
 * field] under that field, anything else (20 garments already: 409) for the whole form.
 */
export function serverProblems(error: unknown): GarmentProblems {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) {
    return { general: error instanceof Error ? error.message : undefined };
  }
  const problems: GarmentProblems = {};
  const values: GarmentProblems['values'] = {};
  const rest: string[] = [];
  for (const { loc, msg } of error.detail) {
    const [, first, second] = loc;
    if (first === 'name') problems.name = msg;
    else if (first === 'values' && typeof second === 'string') {
      values[second as MeasureField] = msg;
    } else rest.push(msg);
  }
  if (Object.keys(values).length) problems.values = values;
  if (rest.length) problems.general = rest.join(', ');
  return problems;
}
