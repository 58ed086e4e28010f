import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { ArchiveRecordStore } from '../../../app/archive/archive-record.store';
import { ARCHIVE_STATE_LABELS, SECRECY_LABELS, type ArchiveRevision } from '../../../domain/archive/archive-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { contrastUrl, idOf, registerDetailUrl } from './archive-address';
import { archiveTexts } from './archive-texts';
import { IncompleteLink } from './incomplete-link';
import { when } from './register-detail-page';
import './archive.css';

const t = archiveTexts.contrast;
const f = archiveTexts.fields;

/** The 著录项 compared, each as the page shows it. */
const ROWS: readonly [string, (r: ArchiveRevision) => string][] = [
  [f.title, (r) => r.title],
  [f.responsible, (r) => r.responsible],
  [f.secrecy, (r) => SECRECY_LABELS[r.secrecy]],
  [f.pieces, (r) => String(r.pieces)],
  [f.pages, (r) => String(r.pages)],
  [f.remark, (r) => r.remark],
  [f.state, (r) => ARCHIVE_STATE_LABELS[r.state]],
  [archiveTexts.detail.note, (r) => r.note],
  [archiveTexts.detail.at, (r) => when(r.at)],
];

/** 档案对比 (/archive/manage/contrast?id=&left=&right=): two versions of a record side by side, the differences marked. */
export default function ContrastPage(): ReactNode {
  const { search } = useLocation();
  const id = idOf(search);
  const params = new URLSearchParams(search);
  const navigate = useNavigate();
  const store = useService(ArchiveRecordStore);
  const { detail, loading, loadError, refused } = useStore(store);
  useEffect(() => {
    if (id !== '') void store.open(id);
  }, [store, id]);
  if (id === '') return <IncompleteLink of="archive" />;
  const history = detail?.history ?? [];
  const pick = (name: string, fallback: ArchiveRevision | undefined): ArchiveRevision | undefined => history.find((h) => h.version === Number(params.get(name))) ?? fallback;
  const left = pick('left', history[0]);
  const right = pick('right', history[history.length - 1]);
  const options = history.map((h) => ({ value: h.version, label: t.versionLabel(h.version, h.note) }));
  const rows = left === undefined || right === undefined ? [] : ROWS.map(([label, read]) => ({ label, a: read(left), b: read(right) }));
  const changed = rows.filter((r) => r.a !== r.b && r.label !== archiveTexts.detail.at && r.label !== archiveTexts.detail.note).length;

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.heading(detail?.archiveNo ?? '')}</h1>
        {detail === undefined ? null : <Button onClick={() => void navigate(registerDetailUrl(detail.id))}>{archiveTexts.list.open(detail.archiveNo)}</Button>}
      </div>
      {refused === undefined ? null : <Banner type="warning" closeIcon={null} title={archiveTexts.refusedTitle} description={refused} />}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <p role="status">{archiveTexts.loading}</p> : null}
      {left === undefined || right === undefined ? null : (
        <section className="archive__panel" aria-label={t.heading(detail?.archiveNo ?? '')}>
          <div className="archive__tools">
            <Select aria-label={t.left} value={left.version} optionList={options} onChange={(value) => void navigate(contrastUrl(id, Number(value), right.version))} />
            <Select aria-label={t.right} value={right.version} optionList={options} onChange={(value) => void navigate(contrastUrl(id, left.version, Number(value)))} />
          </div>
          <p role="status" className="archive__note">
            {t.summary(changed)}
          </p>
          <table className="archive__contrast">
            <thead>
              <tr>
                <th scope="col">{t.field}</th>
                <th scope="col">{t.versionLabel(left.version, left.note)}</th>
                <th scope="col">{t.versionLabel(right.version, right.note)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className={row.a === row.b ? undefined : 'archive__diff'}>
                  <th scope="row">
                    {row.label}
                    {row.a === row.b ? null : <span className="archive__sr"> {t.changed}</span>}
                  </th>
                  <td>{row.a}</td>
                  <td>{row.b}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
