import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import { PostDraftStore } from '../../../app/document/post-draft.store';
import { affairDetailsUrl } from '../../../domain/affair/details-link';
import { documentFieldLabels as l } from '../../../domain/document/document-messages';
import type { PostOpinion, PostView } from '../../../domain/document/post-view';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { saveBlob } from '../../kit/files/save-blob';
import { postTexts as t } from './post-texts';

const columns = [
  { title: t.opinionColumns.step, dataIndex: 'step' },
  { title: t.opinionColumns.name, dataIndex: 'name' },
  { title: t.opinionColumns.at, dataIndex: 'at' },
  { title: t.opinionColumns.opinion, dataIndex: 'opinion' },
];

/** A post once 送审 (or another's): read-only, laid out like the 发文稿纸, with its step, 文号 and opinions. */
export function PostSheet({ post }: { readonly post: PostView }): ReactNode {
  const store = useService(PostDraftStore);
  const { busy, actionError } = useStore(store);
  return (
    <>
      <dl className="post__sheet" aria-label={t.viewHeading}>
        <dt>{l.title}</dt>
        <dd className="post__wide">{post.title}</dd>
        <dt>{t.docNumber}</dt>
        <dd className="post__number">{post.docNumber ?? t.unnumbered}</dd>
        <dt>{t.step}</dt>
        <dd>
          {post.step}（{post.statusLabel}）
        </dd>
        <dt>{l.kind}</dt>
        <dd>{post.kind}</dd>
        <dt>{t.drafter}</dt>
        <dd>{post.createdByName}</dd>
        <dt>{l.secrecy}</dt>
        <dd>{post.secrecy}</dd>
        <dt>{l.urgency}</dt>
        <dd>{post.urgency}</dd>
        <dt>{l.mainTo}</dt>
        <dd className="post__wide">{post.mainToNames || t.noUnits}</dd>
        <dt>{l.copyTo}</dt>
        <dd className="post__wide">{post.copyToNames || t.noUnits}</dd>
      </dl>
      <div className="post__actions">
        {post.canNumber ? (
          <Button type="primary" theme="solid" loading={busy} disabled={busy} onClick={() => void store.number()}>
            {t.number}
          </Button>
        ) : null}
        <Button
          disabled={busy}
          onClick={() =>
            void store.paper().then((file) => {
              if (file !== undefined) saveBlob(file.blob, file.fileName);
            })
          }
        >
          {t.paper}
        </Button>
        {post.affairKey === undefined ? null : <Link to={affairDetailsUrl({ moduleKey: post.affairKey })}>{t.openAffair}</Link>}
      </div>
      {actionError === undefined ? null : <Banner type="danger" closeIcon={null} description={actionError} />}
      <h2 className="post__heading">{l.body}</h2>
      <div className="post__body">{post.body}</div>
      <h2 className="post__heading">{t.opinions}</h2>
      <Table<PostOpinion> rowKey={(row) => `${row?.step ?? ''}${row?.at ?? ''}`} columns={columns} dataSource={[...post.opinions]} pagination={false} empty={t.noOpinions} />
    </>
  );
}
