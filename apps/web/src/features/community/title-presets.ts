import { communityText as t } from './community-text';

/** '' stands for a typed title; any other value is one of the preset titles. */
export const CUSTOM = '';

export const isPreset = (title: string) => (t.presets as readonly string[]).includes(title);

/** The title box's text and whether it is read-only after choosing `choice` in the select. */
export function applyPreset(choice: string, typed: string): { title: string; readOnly: boolean } {
  if (choice !== CUSTOM && isPreset(choice)) return { title: choice, readOnly: true };
  // Back to typing: a preset's text is cleared, a typed title is kept.
  return { title: isPreset(typed) ? '' : typed, readOnly: false };
}
