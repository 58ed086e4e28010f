import { useEffect, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { DivisionTreeStore } from '../../../app/filing/division-tree.store';
import type { DivisionNode } from '../../../ports/api/division.dto';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { noticeEditorTexts as t } from './notice-texts';

interface Props {
  readonly labelId: string;
  /** The writer's division: the tree the server gives is that division and those below it. */
  readonly divisionCode: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly onChange: (scopeCode: string) => void;
}

const treeDataOf = (nodes: readonly DivisionNode[]): TreeNodeData[] =>
  nodes.map((node) => ({ label: node.label, value: node.value, key: node.key, ...(node.children === undefined ? {} : { children: treeDataOf(node.children) }) }));

/** 发布范围: the whole jurisdiction, a city with its counties or one county, from the writer's division tree. */
export function NoticeScopeSelect({ labelId, divisionCode, value, invalid, describedBy, onChange }: Props): ReactNode {
  const store = useService(DivisionTreeStore);
  const state = useStore(store);

  useEffect(() => {
    if (divisionCode !== '') void store.show(divisionCode);
  }, [store, divisionCode]);

  if (state.status === 'failed') {
    return (
      <span className="notice-page__error" role="alert">
        {t.scopeFailed(state.error)}
        <Button size="small" onClick={() => void store.retry()}>
          {t.retry}
        </Button>
      </span>
    );
  }
  return (
    <TreeSelect
      aria-labelledby={labelId}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className="notice-form__scope"
      treeData={state.status === 'ready' ? treeDataOf(state.tree) : []}
      disabled={state.status !== 'ready'}
      value={value === '' ? undefined : value}
      placeholder={state.status === 'ready' ? t.scopePlaceholder : t.scopeLoading}
      validateStatus={invalid ? 'error' : 'default'}
      filterTreeNode
      defaultExpandedKeys={[divisionCode]}
      onSelect={(selected) => {
        if (typeof selected === 'string') onChange(selected);
      }}
    />
  );
}
