import { useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import { PostDraftStore } from '../../../app/document/post-draft.store';
import { documentFieldLabels as l } from '../../../domain/document/document-messages';
import { BODY_MAX, DOCUMENT_KINDS, SECRECY_LEVELS, TITLE_MAX, URGENCY_LEVELS, type PostDraft } from '../../../domain/document/document-types';
import type { PostView } from '../../../domain/document/post-view';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { PostUnitsField } from './post-units-field';
import { postTexts as t } from './post-texts';

const EMPTY: PostDraft = { title: '', kind: '', secrecy: '', urgency: '', mainTo: [], copyTo: [], body: '' };
const draftOf = (post: PostView | undefined): PostDraft =>
  post === undefined ? EMPTY : { title: post.title, kind: post.kind, secrecy: post.secrecy, urgency: post.urgency, mainTo: post.mainTo, copyTo: post.copyTo, body: post.body };

/** 发文拟稿's form: what is typed stays when a save is refused; each field shows its own message. */
export function PostForm({ onSubmitted }: { readonly onSubmitted: (post: PostView) => void }): ReactNode {
  const store = useService(PostDraftStore);
  const { busy, actionError, problems, post, units } = useStore(store);
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(post));
  const problem = (name: string): ReactNode =>
    problems[name] === undefined ? null : (
      <span id={`post-${name}-problem`} className="post__problem" role="alert">
        {problems[name]}
      </span>
    );
  const described = (name: string): { 'aria-describedby'?: string; 'aria-invalid'?: boolean } => (problems[name] === undefined ? {} : { 'aria-describedby': `post-${name}-problem`, 'aria-invalid': true });
  const choice = (name: 'kind' | 'secrecy' | 'urgency', values: readonly string[]): ReactNode => (
    <label className="post__field">
      <span>{l[name]}</span>
      <Select aria-label={l[name]} value={draft[name]} optionList={values.map((value) => ({ value, label: value }))} onChange={(value) => setDraft((d) => ({ ...d, [name]: typeof value === 'string' ? value : '' }))} {...described(name)} />
      {problem(name)}
    </label>
  );
  return (
    <form
      className="post__form"
      aria-label={t.heading}
      onSubmit={(event) => {
        event.preventDefault();
        void store.save(draft);
      }}
    >
      <label className="post__field post__field--wide">
        <span>{l.title}</span>
        <Input aria-label={l.title} value={draft.title} maxLength={TITLE_MAX} onChange={(value) => setDraft((d) => ({ ...d, title: value }))} {...described('title')} />
        {problem('title')}
      </label>
      {choice('kind', DOCUMENT_KINDS)}
      {choice('secrecy', SECRECY_LEVELS)}
      {choice('urgency', URGENCY_LEVELS)}
      <PostUnitsField label={l.mainTo} units={units} value={draft.mainTo} onChange={(mainTo) => setDraft((d) => ({ ...d, mainTo }))} problemId="post-mainTo-problem" {...(problems.mainTo === undefined ? {} : { problem: problems.mainTo })} />
      <PostUnitsField label={l.copyTo} units={units} value={draft.copyTo} onChange={(copyTo) => setDraft((d) => ({ ...d, copyTo }))} problemId="post-copyTo-problem" {...(problems.copyTo === undefined ? {} : { problem: problems.copyTo })} />
      <label className="post__field post__field--wide">
        <span>{l.body}</span>
        <TextArea aria-label={l.body} value={draft.body} autosize={{ minRows: 8 }} maxCount={BODY_MAX} onChange={(value) => setDraft((d) => ({ ...d, body: value }))} {...described('body')} />
        {problem('body')}
      </label>
      <div className="post__actions">
        <Button htmlType="submit" loading={busy} disabled={busy}>
          {t.save}
        </Button>
        <Button
          type="primary"
          theme="solid"
          disabled={busy}
          onClick={() =>
            void store.submit(draft).then((sent) => {
              if (sent !== undefined) onSubmitted(sent);
            })
          }
        >
          {t.submit}
        </Button>
        {actionError === undefined && post !== undefined ? <span role="status">{t.saved(post.id)}</span> : null}
      </div>
      {actionError === undefined ? null : <Banner className="post__field--wide" type="danger" closeIcon={null} description={actionError} />}
    </form>
  );
}
