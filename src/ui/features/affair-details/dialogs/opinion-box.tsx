import { useId, type ReactNode } from 'react';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { OPINION_MAX_LENGTH } from '../../../../app/process/affair-details-actions';
import { dialogTexts as t } from '../affair-details-texts';

/** Adds a common phrase at the end of the opinion, never past the length limit. */
const withPhrase = (opinion: string, phrase: string): string => `${opinion}${phrase}`.slice(0, OPINION_MAX_LENGTH);

/** The opinion: at most 500 characters with a counter, and the common phrases as clickable tags. */
export function OpinionBox({
  value,
  onChange,
  phrases,
  label = t.opinion,
  placeholder = t.opinionPlaceholder,
  required = false,
  invalid = false,
}: {
  value: string;
  onChange: (value: string) => void;
  phrases: readonly string[];
  label?: string;
  placeholder?: string;
  required?: boolean;
  invalid?: boolean;
}): ReactNode {
  const id = useId();
  return (
    <div className="affair-dialog__field">
      <label htmlFor={id} className="affair-dialog__label">
        {required ? <span className="affair-dialog__required">*</span> : null}
        {label}
      </label>
      <TextArea
        id={id}
        value={value}
        onChange={(next) => onChange(next)}
        maxLength={OPINION_MAX_LENGTH}
        maxCount={OPINION_MAX_LENGTH}
        rows={4}
        placeholder={placeholder}
        validateStatus={invalid ? 'error' : 'default'}
        aria-required={required}
      />
      {phrases.length === 0 ? null : (
        <div className="affair-dialog__phrases" role="group" aria-label={t.phrases}>
          <span className="affair-dialog__phrases-label">{t.phrases}：</span>
          {phrases.map((phrase) => (
            <Button key={phrase} size="small" theme="light" className="affair-dialog__phrase" onClick={() => onChange(withPhrase(value, phrase))}>
              {phrase}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
