import { useMemo, useState, type ReactNode } from 'react';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import IconHome from '@douyinfe/semi-icons/lib/es/icons/IconHome';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import IconUserGroup from '@douyinfe/semi-icons/lib/es/icons/IconUserGroup';
import type { HandlerOption } from '../../../ports/api/process.dto';
import { findOption, isLeaf, kindOf, leavesOf, matches, type OptionKind } from './tree-data';
import { treeSelectTexts as t } from './tree-select-texts';
import './tree-select.css';

/** SPEC section 5: the dropdown never grows taller than this. */
export const TREE_SELECT_MAX_HEIGHT = 280;

const ICONS: Readonly<Record<OptionKind, ReactNode>> = {
  person: <IconUser aria-hidden className="tree-select__icon tree-select__icon--person" />,
  unit: <IconHome aria-hidden className="tree-select__icon tree-select__icon--unit" />,
  department: <IconUserGroup aria-hidden className="tree-select__icon tree-select__icon--department" />,
};

function toTreeData(options: readonly HandlerOption[]): TreeNodeData[] {
  return options.map((option) => {
    const node: TreeNodeData = { key: option.id, value: option.id, label: option.label, icon: ICONS[kindOf(option)] };
    if (isLeaf(option)) return { ...node, isLeaf: true };
    const children = option.children ?? [];
    // An empty branch still shows that it has nobody, rather than looking like a selectable leaf.
    if (children.length === 0) {
      return { ...node, children: [{ key: `${option.id}::empty`, value: `${option.id}::empty`, label: t.noChildren, disabled: true, isLeaf: true }] };
    }
    return { ...node, children: toTreeData(children) };
  });
}

interface TreeSelectorProps {
  readonly options: readonly HandlerOption[];
  /** The id of the chosen leaf. */
  readonly value?: string;
  readonly onChange: (option: HandlerOption) => void;
  readonly 'aria-label': string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
}

/**
 * SPEC section 5, the tree selector: one leaf only (branches expand on click but are never
 * chosen), searchable, not clearable, at most 280 px tall; people, units and departments each
 * have their icon. The footer counts the leaves that the search leaves visible.
 */
export function TreeSelector({ options, value, onChange, placeholder, disabled, invalid, ...aria }: TreeSelectorProps): ReactNode {
  const [search, setSearch] = useState('');
  const treeData = useMemo(() => toTreeData(options), [options]);
  const leaves = useMemo(() => leavesOf(options), [options]);
  const shown = search.trim().length === 0 ? leaves.length : leaves.filter((leaf) => matches(leaf.label, search)).length;
  return (
    <TreeSelect
      className="tree-select"
      aria-label={aria['aria-label']}
      aria-invalid={invalid === true}
      treeData={treeData}
      value={value}
      placeholder={placeholder ?? t.placeholder}
      searchPlaceholder={t.searchPlaceholder}
      filterTreeNode={(input, label) => typeof label === 'string' && matches(label, input)}
      showFilteredOnly
      onSearch={(input) => setSearch(input)}
      onVisibleChange={(visible) => {
        if (!visible) setSearch('');
      }}
      showClear={false}
      expandAction="click"
      disabled={disabled === true}
      validateStatus={invalid === true ? 'error' : 'default'}
      style={{ width: '100%' }}
      dropdownClassName="tree-select__dropdown"
      dropdownStyle={{ maxHeight: TREE_SELECT_MAX_HEIGHT }}
      emptyContent={leaves.length === 0 ? t.noData : t.noMatch}
      outerBottomSlot={<div className="tree-select__footer">{t.total(shown)}</div>}
      onChange={(selected) => {
        const option = typeof selected === 'string' ? findOption(options, selected) : undefined;
        if (option !== undefined && isLeaf(option)) onChange(option);
      }}
    />
  );
}
