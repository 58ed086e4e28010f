import type { ReactNode } from 'react';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import type { PostUnitOption } from '../../../domain/document/post-view';
import { TreeSelector } from '../../kit/tree-select/tree-select';
import { postTexts as t } from './post-texts';

const flat = (options: readonly PostUnitOption[]): PostUnitOption[] => options.flatMap((o) => [o, ...flat(o.children ?? [])]);

interface PostUnitsFieldProps {
  readonly label: string;
  readonly units: readonly PostUnitOption[];
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly problem?: string;
  readonly problemId: string;
}

/** 主送 or 抄送: units picked one at a time from the division tree, each removable by its tag. */
export function PostUnitsField({ label, units, value, onChange, problem, problemId }: PostUnitsFieldProps): ReactNode {
  const names = new Map(flat(units).map((o) => [o.id, o.label]));
  return (
    <div className="post__field post__field--wide" role="group" aria-label={label}>
      <span>{label}</span>
      <div className="post__units">
        {value.length === 0 ? <span>{t.noUnits}</span> : null}
        {value.map((id) => (
          <Tag key={id} closable color="blue" aria-label={t.removeUnit(names.get(id) ?? id)} onClose={() => onChange(value.filter((v) => v !== id))}>
            {names.get(id) ?? id}
          </Tag>
        ))}
      </div>
      <TreeSelector aria-label={t.addUnit(label)} placeholder={t.addUnit(label)} options={units} invalid={problem !== undefined} onChange={(option) => onChange(value.includes(option.id) ? [...value] : [...value, option.id])} />
      {problem === undefined ? null : (
        <span id={problemId} className="post__problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
