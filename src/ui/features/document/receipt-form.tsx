import { useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import { ReceiptFormStore } from '../../../app/document/receipt-form.store';
import { documentFieldLabels as l } from '../../../domain/document/document-messages';
import { SECRECY_LEVELS, URGENCY_LEVELS, type ReceiptDraft } from '../../../domain/document/document-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { receiptTexts as t } from './receipt-texts';

const EMPTY: ReceiptDraft = { issuer: '', issuerNumber: '', title: '', receivedDate: '', copies: 1, secrecy: '', urgency: '', deadline: '', proposal: '' };

type TextKey = 'issuer' | 'issuerNumber' | 'title' | 'receivedDate' | 'deadline';

/** 登记来文: the typed values stay when the server refuses them; each field shows its own message. */
export function ReceiptForm({ onRegistered }: { readonly onRegistered: () => void }): ReactNode {
  const store = useService(ReceiptFormStore);
  const { saving, saveError, problems, saved } = useStore(store);
  const [draft, setDraft] = useState<ReceiptDraft>(EMPTY);
  const problem = (name: string): ReactNode =>
    problems[name] === undefined ? null : (
      <span id={`receipt-${name}-problem`} className="receipt__problem" role="alert">
        {problems[name]}
      </span>
    );
  const described = (name: string): { 'aria-describedby'?: string; 'aria-invalid'?: boolean } => (problems[name] === undefined ? {} : { 'aria-describedby': `receipt-${name}-problem`, 'aria-invalid': true });
  const textField = (name: TextKey, placeholder?: string): ReactNode => (
    <label className="receipt__field">
      <span>{l[name]}</span>
      <Input aria-label={l[name]} value={draft[name]} placeholder={placeholder} onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))} {...described(name)} />
      {problem(name)}
    </label>
  );
  const choice = (name: 'secrecy' | 'urgency', values: readonly string[]): ReactNode => (
    <label className="receipt__field">
      <span>{l[name]}</span>
      <Select aria-label={l[name]} value={draft[name]} optionList={values.map((value) => ({ value, label: value }))} onChange={(value) => setDraft((d) => ({ ...d, [name]: typeof value === 'string' ? value : '' }))} {...described(name)} />
      {problem(name)}
    </label>
  );
  return (
    <form
      className="receipt__form"
      aria-label={t.formHeading}
      onSubmit={(event) => {
        event.preventDefault();
        void store.register(draft).then((done) => {
          if (!done) return;
          setDraft(EMPTY);
          onRegistered();
        });
      }}
    >
      {textField('issuer')}
      {textField('issuerNumber', '如：南昌自然资函〔2026〕31号')}
      {textField('title')}
      {textField('receivedDate', 'yyyy-MM-dd')}
      <label className="receipt__field">
        <span>{l.copies}</span>
        <InputNumber aria-label={l.copies} value={draft.copies} min={1} max={999} onNumberChange={(value) => setDraft((d) => ({ ...d, copies: Number.isFinite(value) ? value : 0 }))} {...described('copies')} />
        {problem('copies')}
      </label>
      {choice('secrecy', SECRECY_LEVELS)}
      {choice('urgency', URGENCY_LEVELS)}
      {textField('deadline', 'yyyy-MM-dd')}
      <label className="receipt__field receipt__field--wide">
        <span>{l.proposal}</span>
        <TextArea aria-label={l.proposal} value={draft.proposal} autosize maxCount={500} onChange={(value) => setDraft((d) => ({ ...d, proposal: value }))} {...described('proposal')} />
        {problem('proposal')}
      </label>
      <div className="receipt__actions">
        <Button htmlType="submit" type="primary" theme="solid" loading={saving} disabled={saving}>
          {saving ? t.registering : t.register}
        </Button>
        {saveError === undefined && saved !== undefined ? <span role="status">{t.registered(saved.id)}</span> : null}
      </div>
      {saveError === undefined ? null : <Banner className="receipt__field--wide" type="danger" closeIcon={null} description={saveError} />}
    </form>
  );
}
