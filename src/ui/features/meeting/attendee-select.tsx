import { useMemo, type ReactNode } from 'react';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import type { TreeOption } from '../../../ports/api/user.dto';
import { TREE_SELECT_MAX_HEIGHT } from '../../kit/tree-select/tree-select';
import { meetingTexts } from './meeting-texts';

const toTreeData = (options: readonly TreeOption[]): TreeNodeData[] =>
  options.map((option) => ({ key: option.id, value: option.id, label: option.label, ...(option.children === undefined ? { isLeaf: true } : { children: toTreeData(option.children) }) }));

function labelsOf(options: readonly TreeOption[], into: Map<string, string> = new Map()): Map<string, string> {
  for (const option of options) {
    into.set(option.id, option.label);
    if (option.children !== undefined) labelsOf(option.children, into);
  }
  return into;
}

interface Props {
  readonly options: readonly TreeOption[];
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly label: string;
  readonly placeholder: string;
  readonly searchPlaceholder: string;
  readonly invalid: boolean;
}

/**
 * Persons and whole departments from the people tree, one pick at a time (the single-choice tree
 * keeps its ARIA roles whole and closes after each pick); a chosen department stands for its staff.
 * The chosen ones are listed below, each removable.
 */
export function AttendeeSelect({ options, value, onChange, label, placeholder, searchPlaceholder, invalid }: Props): ReactNode {
  const treeData = useMemo(() => toTreeData(options), [options]);
  const labels = useMemo(() => labelsOf(options), [options]);
  return (
    <div className="meeting__attendees">
      <TreeSelect
        aria-label={label}
        aria-invalid={invalid}
        filterTreeNode
        showFilteredOnly
        searchPlaceholder={searchPlaceholder}
        dropdownClassName="meeting-attendees__dropdown"
        dropdownStyle={{ maxHeight: TREE_SELECT_MAX_HEIGHT }}
        expandAction="click"
        treeData={treeData}
        value={undefined}
        placeholder={placeholder}
        validateStatus={invalid ? 'error' : 'default'}
        onChange={(picked) => {
          if (typeof picked === 'string' && !value.includes(picked)) onChange([...value, picked]);
        }}
      />
      {value.length === 0 ? null : (
        <ul className="meeting__chosen" aria-label={meetingTexts.application.chosen}>
          {value.map((id) => (
            <li key={id}>
              <Tag closable onClose={() => onChange(value.filter((other) => other !== id))} aria-label={labels.get(id) ?? id}>
                {labels.get(id) ?? id}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
