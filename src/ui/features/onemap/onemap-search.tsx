import { useId, useMemo, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import type { OnemapParcel } from '../../../domain/onemap/onemap-types';
import { onemapTexts as t } from './onemap-texts';

/** A short list of suggestions is enough to pick from; typing more narrows it. */
const MAX_MATCHES = 10;

function matchesOf(parcels: readonly OnemapParcel[], text: string): OnemapParcel[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  const found: OnemapParcel[] = [];
  for (const parcel of parcels) {
    if (parcel.number.toLowerCase().includes(needle) || parcel.projectName.toLowerCase().includes(needle)) found.push(parcel);
    if (found.length === MAX_MATCHES) break;
  }
  return found;
}

/** An exact filing number or project name first, else the first parcel that contains the text. */
function bestMatch(parcels: readonly OnemapParcel[], text: string): OnemapParcel | undefined {
  const needle = text.trim();
  if (needle === '') return undefined;
  return parcels.find((p) => p.number === needle) ?? parcels.find((p) => p.projectName === needle) ?? matchesOf(parcels, needle)[0];
}

/**
 * Finds a parcel by filing number or project name: suggestions from the browser's own list
 * (a native datalist, which every screen reader knows), and Enter, 定位 or a picked suggestion zooms to it.
 */
export function OnemapSearch({ parcels, onPick }: { readonly parcels: readonly OnemapParcel[]; readonly onPick: (id: string) => void }): ReactNode {
  const listId = useId();
  const [text, setText] = useState('');
  const [missed, setMissed] = useState(false);
  const suggestions = useMemo(() => matchesOf(parcels, text), [parcels, text]);
  const locate = (value: string): void => {
    const found = bestMatch(parcels, value);
    setMissed(found === undefined && value.trim() !== '');
    if (found !== undefined) onPick(found.id);
  };
  return (
    <div className="onemap-search" role="search">
      <Input
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        prefix={<IconSearch />}
        value={text}
        list={listId}
        autoComplete="off"
        onChange={(value, event) => {
          setText(value);
          setMissed(false);
          // A suggestion picked from the list replaces the text in one step: go there at once.
          if ((event.nativeEvent as InputEvent).inputType === 'insertReplacementText') locate(value);
        }}
        onEnterPress={() => locate(text)}
      />
      <datalist id={listId}>
        {suggestions.map((parcel) => (
          <option key={parcel.id} value={parcel.number === '' ? parcel.projectName : parcel.number}>
            {parcel.projectName}
          </option>
        ))}
      </datalist>
      <Button onClick={() => locate(text)}>{t.locate}</Button>
      {missed ? (
        <span className="onemap-search__missed" role="status">
          {t.noMatch}
        </span>
      ) : null}
    </div>
  );
}
