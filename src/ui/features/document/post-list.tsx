import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import { PostListStore } from '../../../app/document/post-list.store';
import type { PostBox } from '../../../domain/document/post-service';
import type { PostView } from '../../../domain/document/post-view';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { postTexts as t } from './post-texts';

const columns = [
  { title: t.listColumns.title, dataIndex: 'title', render: (title: string, row: PostView) => <Link to={`/document/post/draft?id=${encodeURIComponent(row.id)}`}>{title}</Link> },
  { title: t.listColumns.docNumber, dataIndex: 'docNumber', render: (docNumber: string | undefined) => docNumber ?? '' },
  { title: t.listColumns.kind, dataIndex: 'kind' },
  { title: t.listColumns.drafter, dataIndex: 'createdByName' },
  { title: t.listColumns.step, dataIndex: 'step' },
];

/** Below a new draft: my posts, or the posts 分发 to my unit (a recipient reads them here). */
export function PostList(): ReactNode {
  const store = useService(PostListStore);
  const { box, page, loading, error } = useStore(store);
  useEffect(() => void store.load('drafted'), [store]);
  return (
    <section className="post__list" aria-label={t.listHeading}>
      <h2 className="post__heading">{t.listHeading}</h2>
      <RadioGroup type="button" aria-label={t.listHeading} value={box} onChange={(event) => void store.load(event.target.value as PostBox)}>
        <Radio value="drafted">{t.boxes.drafted}</Radio>
        <Radio value="received">{t.boxes.received}</Radio>
      </RadioGroup>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.load(box)} />}
      <Table<PostView> rowKey="id" columns={columns} dataSource={page?.rows ?? []} loading={loading} pagination={false} empty={t.noOpinions} />
    </section>
  );
}
