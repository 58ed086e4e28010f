import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose';
import { filingDetailsUrl } from '../../../domain/filing/detail-links';
import { FILING_TYPE_LABELS } from '../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS } from '../../../domain/filing/lifecycle';
import type { OnemapParcel } from '../../../domain/onemap/onemap-types';
import { onemapTexts as t } from './onemap-texts';

export interface ParcelPopupProps {
  readonly parcel: OnemapParcel;
  readonly divisionName: string;
  readonly onClose: () => void;
}

/** A parcel's popup on the map: what it is, and the way to its filing's details (备案查询's details route). */
export function ParcelPopup({ parcel, divisionName, onClose }: ParcelPopupProps): ReactNode {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [parcel.id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section className="onemap-popup" role="dialog" aria-label={t.popupLabel(parcel.projectName)}>
      <header className="onemap-popup__head">
        <h3 className="onemap-popup__title">{parcel.projectName}</h3>
        <Button theme="borderless" type="tertiary" size="small" icon={<IconClose />} aria-label={t.close} onClick={onClose} />
      </header>
      <dl className="onemap-popup__facts">
        <dt>{t.number}</dt>
        <dd>{parcel.number === '' ? t.noNumber : parcel.number}</dd>
        <dt>{t.type}</dt>
        <dd>{FILING_TYPE_LABELS[parcel.keyTypeCode]}</dd>
        <dt>{t.status}</dt>
        <dd>{FILING_STATUS_LABELS[parcel.status]}</dd>
        <dt>{t.area}</dt>
        <dd>{t.hectares(parcel.areaHa)}</dd>
        <dt>{t.division}</dt>
        <dd>{divisionName}</dd>
      </dl>
      <Link ref={link} className="onemap-popup__details" to={filingDetailsUrl('/query/details', { keyNumGather: parcel.id, keyTypeCode: parcel.keyTypeCode })}>
        {t.details}
      </Link>
    </section>
  );
}
