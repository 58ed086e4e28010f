import { JIANGXI_EXTENT } from '../filing/boundary-text';
import { pointInMultiPolygon, type MultiPolygonCoordinates } from '../filing/inside-outline';
import { caseMessages as m } from './case-messages';
import { isPersonId, isPhone, isUnitId } from './party-id';
import { AREA_MAX, FACTS_MAX, PARTY_NAME_MAX, PLACE_MAX, type CaseDraft, type CaseProblems } from './case-types';

/** The county a case is filed in: its name (for the message) and outline (undefined: only Jiangxi's extent is checked). */
export interface CaseCounty {
  readonly name: string;
  readonly outline: MultiPolygonCoordinates | undefined;
}

function partyProblems(draft: CaseDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.partyKind === '') problems['partyKind'] = m.partyKindRequired;
  const name = draft.partyName.trim();
  if (name === '') problems['partyName'] = m.partyNameRequired;
  else if (name.length > PARTY_NAME_MAX) problems['partyName'] = m.partyNameTooLong;
  const id = draft.partyId.trim().toUpperCase();
  if (draft.partyKind === 'person' && !isPersonId(id)) problems['partyId'] = m.personIdInvalid;
  if (draft.partyKind === 'unit' && !isUnitId(id)) problems['partyId'] = m.unitIdInvalid;
  if (!isPhone(draft.partyPhone.trim())) problems['partyPhone'] = m.phoneInvalid;
  return problems;
}

function placeProblems(draft: CaseDraft, county: CaseCounty): Record<string, string> {
  const problems: Record<string, string> = {};
  const place = draft.place.trim();
  if (place === '' || place.length > PLACE_MAX) problems['place'] = m.placeRequired;
  const { lon, lat } = draft;
  if (!Number.isFinite(lon) || lon < JIANGXI_EXTENT.minLng || lon > JIANGXI_EXTENT.maxLng) problems['lon'] = Number.isFinite(lon) ? m.outsideCounty(county.name) : m.lonNotNumber;
  if (!Number.isFinite(lat) || lat < JIANGXI_EXTENT.minLat || lat > JIANGXI_EXTENT.maxLat) problems['lat'] = Number.isFinite(lat) ? m.outsideCounty(county.name) : m.latNotNumber;
  if (Object.keys(problems).every((k) => k === 'place') && county.outline !== undefined && !pointInMultiPolygon([lon, lat], county.outline)) {
    problems['lon'] = m.outsideCounty(county.name);
  }
  return problems;
}

/** Every field's message for a case filed in the county; empty when it may be registered. */
export function caseProblems(draft: CaseDraft, county: CaseCounty): CaseProblems {
  const problems: Record<string, string> = { ...partyProblems(draft), ...placeProblems(draft, county) };
  if (draft.source === '') problems['source'] = m.sourceRequired;
  if (draft.violation === '') problems['violation'] = m.violationRequired;
  if (!Number.isFinite(draft.area) || draft.area <= 0) problems['area'] = m.areaInvalid;
  else if (draft.area > AREA_MAX) problems['area'] = m.areaTooLarge(AREA_MAX);
  const facts = draft.facts.trim();
  if (facts === '') problems['facts'] = m.factsRequired;
  else if (facts.length > FACTS_MAX) problems['facts'] = m.factsTooLong;
  return problems;
}
