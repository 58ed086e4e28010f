import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MessageComposeStore } from '../../../app/message/message-compose.store';
import { formatDateTime } from '../../../domain/format/date';
import { BODY_MAX, SUBJECT_MAX, type MessageDetail } from '../../../domain/message/message-types';
import type { TreeOption } from '../../../ports/api/user.dto';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { composeModeOf, INBOX_ROUTE, messageUrl, type ComposeMode } from './message-address';
import { messageTexts as t } from './message-texts';
import { RecipientPicker, type Picks } from './recipient-picker';
import './message-page.css';

const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));

interface Typed {
  readonly picks: Picks;
  readonly subject: string;
  readonly body: string;
}

const prefixed = (prefix: string, subject: string): string => (subject.startsWith(prefix) ? subject : `${prefix}${subject}`).slice(0, SUBJECT_MAX);
const quoted = (original: MessageDetail): string => `${t.quoteHeader(original.senderName, formatDateTime(Date.parse(original.sentAt)))}${original.body.split('\n').map((line) => `> ${line}`).join('\n')}`;

/** Reply: to the sender, Re: and the quoted body; forward: nobody yet, Fw: and the quoted body. */
function typedOf(mode: ComposeMode, original: MessageDetail | undefined): Typed {
  if (mode.kind === 'new' || original === undefined) return { picks: { persons: [], departments: [] }, subject: '', body: '' };
  const reply = mode.kind === 'reply';
  return {
    picks: { persons: reply ? [original.senderId] : [], departments: [] },
    subject: prefixed(reply ? 'Re: ' : 'Fw: ', original.subject),
    body: quoted(original).slice(0, BODY_MAX),
  };
}

interface FieldProps {
  readonly label: string;
  readonly error: string | undefined;
  readonly hint?: string;
  /** The control names itself (aria-label) and takes no id: the label is shown as text. */
  readonly selfNamed?: boolean;
  readonly children: (ids: { id: string; describedBy: string }) => ReactNode;
}

function Field({ label, error, hint, selfNamed = false, children }: FieldProps): ReactNode {
  const id = useId();
  const describedBy = `${id}-note`;
  return (
    <div className="message__field">
      {selfNamed ? (
        <span className="message__label">{label}</span>
      ) : (
        <label htmlFor={id} className="message__label">
          {label}
        </label>
      )}
      {children({ id, describedBy })}
      <div id={describedBy} className={error === undefined ? 'message__hint' : 'message__error'} role={error === undefined ? undefined : 'alert'}>
        {error ?? hint}
      </div>
    </div>
  );
}

/** The form: what was typed stays when a send is refused; a second click while sending does nothing. */
function ComposeForm({ mode, original }: { readonly mode: ComposeMode; readonly original: MessageDetail | undefined }): ReactNode {
  const store = useService(MessageComposeStore);
  const { filesKey, sending, sendError, problems } = useStore(store);
  const navigate = useNavigate();
  const [typed, setTyped] = useState<Typed>(() => typedOf(mode, original));
  const [people, setPeople] = useState<readonly TreeOption[]>([]);
  const [peopleError, setPeopleError] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    store.people().then(
      (tree) => live && setPeople(tree),
      () => live && setPeopleError(t.peopleFailed),
    );
    return () => {
      live = false;
    };
  }, [store]);

  const send = async (): Promise<void> => {
    const sent = await store.send({
      ...typed.picks,
      subject: typed.subject,
      body: typed.body,
      ...(mode.kind === 'forward' ? { forwardOf: mode.id } : {}),
    });
    if (sent === undefined) return;
    Toast.success(t.sentOk);
    void navigate(messageUrl(sent.id));
  };
  const forwarded = mode.kind === 'forward' ? (original?.forwardFilesKey ?? original?.filesKey) : undefined;

  return (
    <section className="message" aria-labelledby="compose-heading">
      <h1 id="compose-heading" className="message__heading">
        {t.composeHeading[mode.kind]}
      </h1>
      {sendError === undefined ? null : <Banner type="danger" closeIcon={null} description={sendError} />}
      <form
        className="message__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Field label={t.recipients} error={problems['recipients'] ?? peopleError} hint={t.recipientsHint} selfNamed>
          {({ describedBy }) => (
            <RecipientPicker describedBy={describedBy} people={people} value={typed.picks} invalid={problems['recipients'] !== undefined} onChange={(picks) => setTyped((v) => ({ ...v, picks }))} />
          )}
        </Field>
        <Field label={t.subject} error={problems['subject']}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} aria-invalid={problems['subject'] !== undefined} value={typed.subject} maxLength={SUBJECT_MAX} showClear onChange={(subject) => setTyped((v) => ({ ...v, subject }))} />
          )}
        </Field>
        <Field label={t.body} error={problems['body']}>
          {({ id, describedBy }) => (
            <TextArea id={id} aria-describedby={describedBy} aria-invalid={problems['body'] !== undefined} value={typed.body} autosize={{ minRows: 8, maxRows: 20 }} maxCount={BODY_MAX} onChange={(body) => setTyped((v) => ({ ...v, body }))} />
          )}
        </Field>
        <h2 className="message__subheading">{t.attachments}</h2>
        <Suspense fallback={<Spin />}>{filesKey === '' ? null : <FilesPanel filesKey={filesKey} />}</Suspense>
        {forwarded === undefined ? null : (
          <>
            <h2 className="message__subheading">{t.forwardedAttachments}</h2>
            <Suspense fallback={<Spin />}>
              <FilesPanel filesKey={forwarded} readOnly />
            </Suspense>
          </>
        )}
        <div className="message__actions">
          <Button htmlType="submit" type="primary" theme="solid" loading={sending}>
            {t.send}
          </Button>
          <Button onClick={() => void navigate(INBOX_ROUTE)}>{t.cancel}</Button>
        </div>
      </form>
    </section>
  );
}

/** 写消息 (/office/secretary/editMessage, ?reply= or ?forward= a message id). */
export default function MessageComposePage(): ReactNode {
  const { search } = useLocation();
  const mode = useMemo(() => composeModeOf(search), [search]);
  const store = useService(MessageComposeStore);
  const { original, originalLoading, originalError } = useStore(store);
  const originalId = mode.kind === 'new' ? undefined : mode.id;
  useEffect(() => void store.start(originalId), [store, originalId]);

  if (originalError !== undefined) {
    return (
      <section className="message">
        <Banner type="danger" closeIcon={null} title={t.refusedTitle} description={originalError} />
        <div className="message__actions">
          <Button onClick={() => void store.start(originalId)}>{t.reload}</Button>
        </div>
      </section>
    );
  }
  if (originalLoading || (originalId !== undefined && original?.id !== originalId)) {
    return (
      <div role="status" className="message__status">
        <Spin /> {t.loading}
      </div>
    );
  }
  return <ComposeForm key={`${mode.kind}-${originalId ?? ''}`} mode={mode} original={original} />;
}
