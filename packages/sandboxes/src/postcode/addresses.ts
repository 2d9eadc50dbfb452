import addressBook from './addresses.json' with { type: 'json' };

/**
 * The postcode sandbox's address book, kept as data in addresses.json: real-format Korean
 * addresses (5-digit zonecodes, road and jibun forms) covering the cases
 * docs/integrations.md#postcode-sandbox lists: with and without a building name, apartments,
 * `bname` ending in 동, 가 and 리, and long province names that `shorthand` abbreviates.
 */
export interface SandboxAddress {
  zonecode: string;
  /** Full province name; `shorthand` (on by default) answers `sidoShort` instead. */
  sido: string;
  sidoShort: string;
  sidoEnglish: string;
  sigungu: string;
  sigunguEnglish: string;
  sigunguCode: string;
  bcode: string;
  /** 법정동/법정리 name; `bname1` is the 읍/면 above a 리, `bname2` the 동/리 itself. */
  bname: string;
  bnameEnglish: string;
  bname1: string;
  bname1English: string;
  bname2: string;
  bname2English: string;
  hname: string;
  roadname: string;
  roadnameEnglish: string;
  roadnameCode: string;
  /** Building number on the road, e.g. `152` or `12-3`. */
  roadNumber: string;
  /** Lot number in the 동/리, e.g. `737` or `536-6`. */
  lotNumber: string;
  buildingName: string;
  buildingCode: string;
  apartment: 'Y' | 'N';
}

export const sandboxAddresses = addressBook as SandboxAddress[];
