import { useEffect, useState, type ReactNode } from 'react';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { requestProblem, type ActionRequest } from '../../../../app/process/affair-details-actions';
import type { ForwardNode, ForwardOptions, HandlerOption, HandlerRef } from '../../../../ports/api/process.dto';
import type { ForwardKind } from '../../../../ports/process.port';
import { kindOf } from '../../../kit/tree-select/tree-data';
import { TreeSelector } from '../../../kit/tree-select/tree-select';
import { dialogTexts as t } from '../affair-details-texts';
import type { ActionDialogProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import { OpinionBox } from './opinion-box';
import { useActionSubmit } from './use-action-submit';

/** The four actions that move a task: each asks the server which nodes and handlers it may go to. */
export type ForwardAction = 'send' | 'specialSend' | 'turnBack' | 'transfer';

const OPTIONS_KIND: Readonly<Record<ForwardAction, ForwardKind>> = {
  send: 'forward',
  specialSend: 'special-forward',
  turnBack: 'turn-back-forward',
  transfer: 'transfer-forward',
};

type Loaded = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly options: ForwardOptions };

const toRef = (option: HandlerOption): HandlerRef => ({ kind: kindOf(option), id: option.id });

function requestOf(action: ForwardAction, node: ForwardNode | undefined, handler: HandlerOption | undefined, opinion: string): ActionRequest {
  const handlerRef = handler === undefined ? {} : { handler: toRef(handler) };
  if (action === 'turnBack') return { kind: 'turnBack', toNode: node?.id ?? '', opinion };
  if (action === 'transfer') return { kind: 'transfer', ...handlerRef, opinion };
  return { kind: 'complete', toNode: node?.id ?? '', ...handlerRef, special: action === 'specialSend', opinion };
}

/** 发送, 特送, 退回 and 转办: the next node, its handler from the tree selector, and the opinion. */
export function ForwardDialog({ action, ...props }: ActionDialogProps & { action: ForwardAction }): ReactNode {
  const { store, label, visible, pending, opinion, onOpinion, phrases, onClose, onDone } = props;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [nodeId, setNodeId] = useState<string | undefined>(undefined);
  const [handler, setHandler] = useState<HandlerOption | undefined>(undefined);
  const [attempted, setAttempted] = useState(false);
  const { error, setError, staleRefusals, submit } = useActionSubmit(store, onDone);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    store.forwardOptions(OPTIONS_KIND[action]).then(
      (options) => {
        if (!live) return;
        setLoaded({ status: 'ready', options });
        // Keep the choice when the dialog is reopened or reloaded after a refusal, if it is still offered.
        setNodeId((current) => (options.nodes.some((node) => node.id === current) ? current : options.nodes[0]?.id));
      },
      (reason: unknown) => {
        if (live) setLoaded({ status: 'failed', message: reason instanceof Error ? reason.message : t.optionsFailed });
      },
    );
    return () => {
      live = false;
    };
    // After a refusal for a stale version the affair has moved on: ask again where it may go.
  }, [visible, action, store, staleRefusals]);

  const nodes = loaded.status === 'ready' ? loaded.options.nodes : [];
  const node = action === 'transfer' ? nodes[0] : nodes.find((candidate) => candidate.id === nodeId);
  const needsHandler = action !== 'turnBack' && node?.kind !== 'end';
  const request = requestOf(action, node, needsHandler ? handler : undefined, opinion);
  const problem = attempted ? requestProblem(request, needsHandler) : undefined;
  const turnBack = action === 'turnBack';

  const onSubmit = (): void => {
    setAttempted(true);
    const found = requestProblem(request, needsHandler);
    if (found !== undefined) {
      setError(undefined);
      return;
    }
    void submit(request, needsHandler);
  };

  return (
    <DialogShell title={label} visible={visible} pending={pending} {...(error === undefined ? {} : { error })} onSubmit={onSubmit} onClose={onClose}>
      {loaded.status === 'loading' ? (
        <div role="status" className="affair-dialog__status">
          <Spin size="small" /> {t.optionsLoading}
        </div>
      ) : null}
      {loaded.status === 'failed' ? (
        <div role="alert" className="affair-dialog__problem">
          {loaded.message}
        </div>
      ) : null}
      {loaded.status === 'ready' && nodes.length === 0 ? <div className="affair-dialog__status">{t.noNodes}</div> : null}
      {action !== 'transfer' && nodes.length > 0 ? (
        <div className="affair-dialog__field">
          <span className="affair-dialog__label" id="affair-dialog-node">
            {turnBack ? t.backNode : t.nextNode}
          </span>
          <RadioGroup
            aria-labelledby="affair-dialog-node"
            value={nodeId}
            onChange={(event) => {
              setNodeId(String(event.target.value));
              setHandler(undefined);
            }}
          >
            {nodes.map((candidate) => (
              <Radio key={candidate.id} value={candidate.id}>
                {candidate.name}
              </Radio>
            ))}
          </RadioGroup>
        </div>
      ) : null}
      {!turnBack && node !== undefined ? (
        node.kind === 'end' ? (
          <div className="affair-dialog__status">{t.endNode}</div>
        ) : (
          <div className="affair-dialog__field">
            <span className="affair-dialog__label">
              <span className="affair-dialog__required">*</span>
              {t.handler}
            </span>
            <TreeSelector
              key={node.id}
              aria-label={t.handler}
              options={node.handlers}
              {...(handler === undefined ? {} : { value: handler.id })}
              onChange={setHandler}
              invalid={problem !== undefined && handler === undefined}
            />
          </div>
        )
      ) : null}
      <OpinionBox
        value={opinion}
        onChange={onOpinion}
        phrases={phrases}
        required={turnBack}
        invalid={turnBack && problem !== undefined}
        {...(turnBack ? { label: t.turnBackOpinion, placeholder: t.turnBackPlaceholder } : {})}
      />
      {problem === undefined ? null : (
        <div role="alert" className="affair-dialog__problem">
          {problem}
        </div>
      )}
    </DialogShell>
  );
}
