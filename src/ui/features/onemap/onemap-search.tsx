import { useMemo, useState, type ReactNode } from 'react';
import AutoComplete from '@douyinfe/semi-ui-19/lib/es/autoComplete';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import type { OnemapParcel } from '../../../domain/onemap/onemap-types';
import { onemapTexts as t } from './onemap-texts';

/** A short list is enough to pick from; typing more narrows it. */
const MAX_MATCHES = 10;

function matchesOf(parcels: readonly OnemapParcel[], text: string): OnemapParcel[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  const found: OnemapParcel[] = [];
  for (const parcel of parcels) {
    if (parcel.number.toLowerCase().includes(needle) || parcel.projectName.toLowerCase().includes(needle) || parcel.id.toLowerCase() === needle) found.push(parcel);
    if (found.length === MAX_MATCHES) break;
  }
  return found;
}

const optionLabel = (parcel: OnemapParcel): string => `${parcel.number === '' ? t.noNumber : parcel.number} ${parcel.projectName}`;

/** Finds a parcel by filing number or project name; picking one (or Enter on the text) zooms to it. */
export function OnemapSearch({ parcels, onPick }: { readonly parcels: readonly OnemapParcel[]; readonly onPick: (id: string) => void }): ReactNode {
  const [text, setText] = useState('');
  const matches = useMemo(() => matchesOf(parcels, text), [parcels, text]);
  const pick = (parcel: OnemapParcel | undefined): void => {
    if (parcel === undefined) return;
    setText(parcel.number === '' ? parcel.projectName : parcel.number);
    onPick(parcel.id);
  };
  return (
    <AutoComplete<{ value: string; label: string }>
      className="onemap-search"
      aria-label={t.searchLabel}
      placeholder={t.searchPlaceholder}
      prefix={<IconSearch />}
      value={text}
      data={matches.map((parcel) => ({ value: parcel.id, label: optionLabel(parcel) }))}
      emptyContent={text.trim() === '' ? null : t.noMatch}
      onSearch={setText}
      onChange={(value) => setText(typeof value === 'string' ? value : String(value))}
      onSelect={(value) => pick(parcels.find((parcel) => parcel.id === (typeof value === 'string' ? value : value.value)))}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && matches.length > 0) pick(matches[0]);
      }}
    />
  );
}
