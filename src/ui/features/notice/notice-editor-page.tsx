import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Switch from '@douyinfe/semi-ui-19/lib/es/switch';
import { NoticeEditorStore, type NoticeField } from '../../../app/notice/notice-editor.store';
import { SessionStore } from '../../../app/session/session.store';
import { NOTICE_CATEGORIES, NOTICE_TITLE_MAX, noticeCategoryLabels } from '../../../domain/notice/notice-messages';
import { formatDate } from '../../../domain/format/date';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { SemiLocale } from '../../kit/semi-locale';
import { NoticeScopeSelect } from './notice-scope-select';
import { noticeEditPath } from './notice-paths';
import { noticeEditorTexts as t } from './notice-texts';
import './notice.css';

// TipTap and ProseMirror are the rich-text engine: their own chunk, fetched with this page's form.
const NoticeRichText = lazy(() => import('./notice-rich-text'));
const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));
const MANAGE_PATH = '/notice/manage';

/** 新建通知 / 编辑通知 (/notice/edit?id=): the writer's form; 发布 saves first, a failed save keeps everything typed. */
export default function NoticeEditorPage(): ReactNode {
  const store = useService(NoticeEditorStore);
  const state = useStore(store);
  const user = useStore(useService(SessionStore)).user;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = formatDate(useClock().now());
  const id = params.get('id') ?? undefined;
  const ids = { heading: useId(), title: useId(), category: useId(), scope: useId(), pinned: useId(), expires: useId(), body: useId() };

  useEffect(() => {
    // The store already holds the notice it has just created (the address gains its id then).
    if (id === undefined || id !== store.getValue().id) void store.open(id);
  }, [store, id]);

  const problems = store.problems(state);
  const errorId = (field: NoticeField): string | undefined => (problems[field] === undefined ? undefined : `${ids.heading}-${field}-error`);
  const fieldError = (field: NoticeField): ReactNode =>
    problems[field] === undefined ? null : (
      <p id={errorId(field)} className="notice-form__error">
        {problems[field]}
      </p>
    );

  const heading = state.id === undefined ? t.newTitle : t.editTitle;
  if (state.status !== 'ready') {
    return (
      <SemiLocale>
        <section className="notice-page" aria-labelledby={ids.heading}>
          <h1 id={ids.heading} className="notice-list__heading">
            {heading}
          </h1>
          {state.status === 'loading' ? <Spin tip={t.loading} /> : null}
          {state.status === 'not-found' ? <Banner type="warning" closeIcon={null} description={t.notFound} /> : null}
          {state.status === 'failed' ? (
            <Banner
              type="danger"
              closeIcon={null}
              description={
                <span className="notice-page__error" role="alert">
                  {t.loadFailed}
                  <Button size="small" onClick={() => void store.open(id)}>
                    {t.retry}
                  </Button>
                </span>
              }
            />
          ) : null}
        </section>
      </SemiLocale>
    );
  }

  const { input, draft, pending } = state;
  const published = draft?.status === 'published';
  const save = async (): Promise<void> => {
    const saved = await store.save();
    if (saved !== undefined && id !== saved.id) void navigate(noticeEditPath(saved.id), { replace: true });
  };
  const publish = async (): Promise<void> => {
    const done = await store.publish();
    if (done !== undefined) void navigate(noticeDetailsPath(done.id));
  };
  const titleLength = [...input.title.trim()].length;

  return (
    <SemiLocale>
      <section className="notice-page notice-form" aria-labelledby={ids.heading}>
        <h1 id={ids.heading} className="notice-list__heading">
          {heading}
          {draft === undefined ? null : <span className="notice-form__status">{t.status(draft.statusLabel)}</span>}
        </h1>
        {published ? <Banner type="info" closeIcon={null} description={t.notEditable} /> : null}
        <form
          className="notice-form__fields"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="notice-form__field">
            <label htmlFor={ids.title} className="notice-form__label notice-form__label--required">
              {t.title}
            </label>
            <Input
              id={ids.title}
              value={input.title}
              placeholder={t.titlePlaceholder}
              aria-required
              aria-invalid={problems.title !== undefined}
              aria-describedby={errorId('title')}
              validateStatus={problems.title === undefined ? 'default' : 'error'}
              suffix={<span className="notice-form__counter">{`${titleLength}/${NOTICE_TITLE_MAX}`}</span>}
              onChange={(title) => store.change({ title })}
              onBlur={() => store.touch('title')}
            />
            {fieldError('title')}
          </div>
          <div className="notice-form__field">
            <span id={ids.category} className="notice-form__label">
              {t.category}
            </span>
            <RadioGroup aria-labelledby={ids.category} value={input.category} onChange={(event) => store.change({ category: NOTICE_CATEGORIES.find((c) => c === event.target.value) ?? 'notice' })}>
              {NOTICE_CATEGORIES.map((value) => (
                <Radio key={value} value={value}>
                  {noticeCategoryLabels[value]}
                </Radio>
              ))}
            </RadioGroup>
            {fieldError('category')}
          </div>
          <div className="notice-form__field">
            <span id={ids.scope} className="notice-form__label notice-form__label--required">
              {t.scope}
            </span>
            <NoticeScopeSelect
              labelId={ids.scope}
              divisionCode={user?.divisionCode ?? ''}
              value={input.scopeCode}
              invalid={problems.scopeCode !== undefined}
              describedBy={errorId('scopeCode')}
              onChange={(scopeCode) => {
                store.change({ scopeCode });
                store.touch('scopeCode');
              }}
            />
            {fieldError('scopeCode')}
          </div>
          <div className="notice-form__row">
            <div className="notice-form__field">
              <label htmlFor={ids.pinned} className="notice-form__label">
                {t.pinned}
              </label>
              <Switch id={ids.pinned} checked={input.pinned} aria-label={t.pinned} onChange={(pinned) => store.change({ pinned })} />
            </div>
            <div className="notice-form__field">
              <span id={ids.expires} className="notice-form__label">
                {t.expiresOn}
              </span>
              <DatePicker
                aria-labelledby={ids.expires}
                type="date"
                format="yyyy-MM-dd"
                value={input.expiresOn}
                placeholder={t.expiresPlaceholder}
                disabledDate={(date) => date !== undefined && new Intl.DateTimeFormat('sv-SE').format(date) < today}
                onChange={(_date, text) => (typeof text === 'string' && text !== '' ? store.change({ expiresOn: text }) : store.clearExpiry())}
              />
              {fieldError('expiresOn')}
            </div>
          </div>
          <div className="notice-form__field">
            <span id={ids.body} className="notice-form__label notice-form__label--required">
              {t.body}
            </span>
            <Suspense fallback={<Spin />}>
              <NoticeRichText
                key={state.id ?? 'new'}
                initialHtml={input.body}
                invalid={problems.body !== undefined}
                describedBy={errorId('body')}
                onChange={(body) => store.change({ body })}
                onBlur={() => store.touch('body')}
              />
            </Suspense>
            {fieldError('body')}
          </div>
          <div className="notice-form__field">
            <span className="notice-form__label">{t.attachments}</span>
            {state.id === undefined ? (
              <p className="notice-details__none">{t.attachmentsLater}</p>
            ) : (
              <Suspense fallback={<Spin tip={t.loading} />}>
                <FilesPanel filesKey={state.id} readOnly={published} />
              </Suspense>
            )}
          </div>
          {state.error === undefined ? null : <Banner type="danger" closeIcon={null} description={<span role="alert">{state.error}</span>} />}
          <div className="notice-form__buttons">
            <Button htmlType="submit" loading={pending} disabled={pending || published}>
              {t.saveDraft}
            </Button>
            <Button theme="solid" type="primary" loading={pending} disabled={pending || published} onClick={() => void publish()}>
              {t.publish}
            </Button>
            <Button disabled={pending} onClick={() => void navigate(MANAGE_PATH)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </section>
    </SemiLocale>
  );
}
