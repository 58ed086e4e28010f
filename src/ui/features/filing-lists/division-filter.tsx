import { useEffect, useId, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { DivisionTreeStore } from '../../../app/filing/division-tree.store';
import type { DivisionNode } from '../../../ports/api/division.dto';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { filingListTexts as t } from './filing-list-texts';
import './filing-list-filters.css';

interface Props {
  /** The signed-in user's division and level: a county has nothing below it to filter on. */
  readonly divisionCode: string;
  readonly level: string;
  readonly value: string | undefined;
  readonly onChange: (divisionCode: string | undefined) => void;
}

const treeDataOf = (nodes: readonly DivisionNode[]): TreeNodeData[] =>
  nodes.map((node) => ({ label: node.label, value: node.value, key: node.key, ...(node.children === undefined ? {} : { children: treeDataOf(node.children) }) }));

/** 行政区: the user's jurisdiction as the server gives it, with its loading and failed states. */
export function DivisionFilter({ divisionCode, level, value, onChange }: Props): ReactNode {
  const store = useService(DivisionTreeStore);
  const state = useStore(store);
  const labelId = useId();

  useEffect(() => {
    if (divisionCode !== '') void store.show(divisionCode);
  }, [store, divisionCode]);

  const hasBelow = state.status === 'ready' ? state.tree.some((node) => node.children !== undefined) : level !== 'county';
  if (!hasBelow) return null;

  return (
    <div className="filing-list__field" aria-busy={state.status === 'loading'}>
      <label id={labelId}>{t.division}</label>
      {state.status === 'failed' ? (
        <span className="filing-list__division-failed" role="alert">
          {t.divisionLoadFailed(state.error)}
          <Button size="small" theme="borderless" onClick={() => void store.retry()}>
            {t.retry}
          </Button>
        </span>
      ) : (
        <TreeSelect
          aria-labelledby={labelId}
          className="filing-list__select"
          treeData={state.status === 'ready' ? treeDataOf(state.tree) : []}
          disabled={state.status !== 'ready'}
          value={value}
          placeholder={state.status === 'ready' ? t.divisionPlaceholder : t.divisionLoading}
          filterTreeNode
          showClear
          defaultExpandedKeys={[divisionCode]}
          dropdownStyle={{ maxHeight: 320, overflow: 'auto' }}
          onSelect={(selected) => onChange(typeof selected === 'string' ? selected : undefined)}
          onClear={() => onChange(undefined)}
        />
      )}
    </div>
  );
}
