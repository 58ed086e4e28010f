import { useMemo, type ReactNode } from 'react';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import type { TreeOption } from '../../../ports/api/user.dto';
import { TREE_SELECT_MAX_HEIGHT } from '../../kit/tree-select/tree-select';

const toTreeData = (options: readonly TreeOption[]): TreeNodeData[] =>
  options.map((option) => ({ key: option.id, value: option.id, label: option.label, ...(option.children === undefined ? { isLeaf: true } : { children: toTreeData(option.children) }) }));

/** Persons and whole departments from the people tree; a chosen department stands for its staff. */
export function AttendeeSelect({ options, value, onChange, label, placeholder, searchPlaceholder, invalid }: { readonly options: readonly TreeOption[]; readonly value: readonly string[]; readonly onChange: (ids: string[]) => void; readonly label: string; readonly placeholder: string; readonly searchPlaceholder: string; readonly invalid: boolean }): ReactNode {
  const treeData = useMemo(() => toTreeData(options), [options]);
  return (
    <TreeSelect
      aria-label={label}
      aria-invalid={invalid}
      multiple
      checkRelation="unRelated"
      filterTreeNode
      showFilteredOnly
      searchPlaceholder={searchPlaceholder}
      dropdownClassName="meeting-attendees__dropdown"
      maxTagCount={8}
      dropdownStyle={{ maxHeight: TREE_SELECT_MAX_HEIGHT }}
      treeData={treeData}
      value={[...value]}
      placeholder={placeholder}
      onChange={(next) => onChange(Array.isArray(next) ? next.filter((id): id is string => typeof id === 'string') : [])}
    />
  );
}
