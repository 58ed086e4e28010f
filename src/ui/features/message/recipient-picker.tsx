import { useMemo, type ReactNode } from 'react';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import type { TreeOption } from '../../../ports/api/user.dto';
import { matches } from '../../kit/tree-select/tree-data';
import { messageTexts as t } from './message-texts';

export interface Picks {
  readonly persons: readonly string[];
  readonly departments: readonly string[];
}

const toTreeData = (options: readonly TreeOption[]): TreeNodeData[] =>
  options.map((option) => ({
    key: option.id,
    value: option.id,
    label: option.label,
    ...(option.children === undefined ? { isLeaf: true } : { children: toTreeData(option.children) }),
  }));

function personIds(options: readonly TreeOption[], into: Set<string>): Set<string> {
  for (const option of options) {
    if (option.type === 'TbUser') into.add(option.id);
    personIds(option.children ?? [], into);
  }
  return into;
}

/** Every person and department as one line, for the keyboard's 按名称添加. */
function choicesOf(options: readonly TreeOption[], parent: string): { value: string; label: string }[] {
  return options.flatMap((option) => [
    { value: option.id, label: option.type === 'TbUser' ? t.personChoice(option.label, parent) : t.departmentChoice(option.label, parent) },
    ...choicesOf(option.children ?? [], option.label),
  ]);
}

interface Props {
  readonly describedBy: string;
  readonly people: readonly TreeOption[];
  readonly value: Picks;
  readonly invalid: boolean;
  readonly onChange: (picks: Picks) => void;
}

/**
 * 收件人: persons and whole departments from the people tree, several at once. A department is
 * chosen as itself (not ticking its people), so the server expands it to whoever is in it at sending.
 */
export function RecipientPicker({ describedBy, people, value, invalid, onChange }: Props): ReactNode {
  const treeData = useMemo(() => toTreeData(people), [people]);
  const persons = useMemo(() => personIds(people, new Set()), [people]);
  const choices = useMemo(() => choicesOf(people, ''), [people]);
  const add = (id: string): void => {
    if (value.persons.includes(id) || value.departments.includes(id)) return;
    onChange(persons.has(id) ? { ...value, persons: [...value.persons, id] } : { ...value, departments: [...value.departments, id] });
  };
  return (
    <>
      <TreeSelect
        className="message__picker"
        aria-label={t.recipients}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        multiple
        leafOnly={false}
        checkRelation="unRelated"
        filterTreeNode={(input, label) => typeof label === 'string' && matches(label, input)}
        showFilteredOnly
        maxTagCount={8}
        treeData={treeData}
        // Until the tree is there the picks would show as bare ids.
        value={people.length === 0 ? [] : [...value.persons, ...value.departments]}
        placeholder={t.recipientsPlaceholder}
        searchPlaceholder={t.recipientsSearch}
        validateStatus={invalid ? 'error' : 'default'}
        expandAction="click"
        onChange={(selected) => {
          const ids = Array.isArray(selected) ? selected.filter((item): item is string => typeof item === 'string') : [];
          onChange({ persons: ids.filter((item) => persons.has(item)), departments: ids.filter((item) => !persons.has(item)) });
        }}
      />
      {/* The tree is used with the mouse; this list finds and adds a person or department by keyboard. */}
      <Select
        className="message__quick-add"
        aria-label={t.quickAdd}
        placeholder={t.quickAdd}
        filter
        value={undefined}
        optionList={choices}
        emptyContent={t.noMatch}
        onChange={(id) => {
          if (typeof id === 'string') add(id);
        }}
      />
    </>
  );
}
