import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { FilesStore } from '../../../app/files/files.store';
import type { FileEntry } from '../../../ports/api/files.dto';
import { useService } from '../../di/container-context';
import { surveyTexts as t } from './survey-texts';

const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));

/** What a photo's EXIF offers: its time (yyyy-MM-dd of takenAt) and point. */
export interface PhotoOffer {
  readonly takenAt: string;
  readonly lon: number;
  readonly lat: number;
}

const PHOTO_TYPES = new Set(['image/jpeg', 'image/heic']);

/**
 * 现场照片 through the files panel. Each uploaded JPEG's EXIF is read (the reader is fetched with
 * the first photo) and, when it has a time and a GPS point, offered as the survey's date and point.
 */
export function SurveyPhotos({ filesKey, readOnly, onUse }: { readonly filesKey: string | undefined; readonly readOnly: boolean; readonly onUse: (offer: PhotoOffer) => void }): ReactNode {
  const files = useService(FilesStore);
  const [offer, setOffer] = useState<PhotoOffer | 'none' | undefined>(undefined);

  const onSuccess = useCallback(
    (file: FileEntry) => {
      if (filesKey === undefined || !PHOTO_TYPES.has(file.contentType)) return;
      void (async () => {
        const { blob } = await files.forRecord(filesKey).download(file);
        const { readPhotoExif } = await import('../../../exif/photo-exif');
        const exif = await readPhotoExif(new Uint8Array(await blob.arrayBuffer()));
        setOffer(exif.takenAt !== undefined && exif.lon !== undefined && exif.lat !== undefined ? { takenAt: exif.takenAt, lon: exif.lon, lat: exif.lat } : 'none');
      })().catch(() => setOffer('none'));
    },
    [files, filesKey],
  );

  if (filesKey === undefined) return <p className="survey__muted">{t.photosAfterSave}</p>;
  return (
    <div className="survey__photos">
      {offer === undefined ? null : offer === 'none' ? (
        <Banner type="info" closeIcon={null} description={t.exifNone} />
      ) : (
        <Banner
          type="info"
          closeIcon={null}
          description={
            <span className="survey__exif">
              {t.exifFound(offer.takenAt.replace('T', ' '), offer.lon, offer.lat)}
              <Button
                size="small"
                type="primary"
                disabled={readOnly}
                onClick={() => {
                  onUse(offer);
                  setOffer(undefined);
                }}
              >
                {t.useExif}
              </Button>
            </span>
          }
        />
      )}
      <Suspense
        fallback={
          <div role="status">
            <Spin /> {t.loading}
          </div>
        }
      >
        <FilesPanel filesKey={filesKey} readOnly={readOnly} onSuccess={onSuccess} />
      </Suspense>
    </div>
  );
}
