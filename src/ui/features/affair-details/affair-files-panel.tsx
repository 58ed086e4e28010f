import { lazy, Suspense, type ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { detailsTexts as t } from './affair-details-texts';

// The files component (upload, preview, download) is fetched when the 附件 tab is first shown.
const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));

/**
 * The files of the affair (keyNumGather), from the files module. Read-only when the user may not
 * act on the affair; an affair without a files key says so instead of showing an empty list.
 */
export function AffairFilesPanel({ filesKey, readOnly }: { filesKey?: string; readOnly: boolean }): ReactNode {
  if (filesKey === undefined || filesKey.length === 0) return <Empty description={t.noFilesKey} />;
  return (
    <div className="affair-files">
      <p className="affair-details__muted">{t.filesKey(filesKey)}</p>
      <Suspense
        fallback={
          <div role="status" className="affair-details__status">
            <Spin /> {t.filesLoading}
          </div>
        }
      >
        <FilesPanel filesKey={filesKey} readOnly={readOnly} />
      </Suspense>
    </div>
  );
}
