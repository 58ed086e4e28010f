import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tree from '@douyinfe/semi-ui-19/lib/es/tree';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { TITLE_FIELD } from '../../../domain/affair/registration-form';
import { RegisterStore } from '../../../app/process/register.store';
import type { ProcessTreeNode } from '../../../ports/api/process.dto';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { SemiLocale } from '../../kit/semi-locale';
import { FieldRow, RegisterField } from './register-field';
import { processRegisterTexts as t } from './process-register-texts';
import './register-page.css';

const treeDataOf = (nodes: readonly ProcessTreeNode[]): TreeNodeData[] =>
  nodes.map((node) => ({
    key: node.id,
    label: node.label,
    value: node.procDefId ?? node.id,
    ...(node.children === undefined || node.children.length === 0 ? {} : { children: treeDataOf(node.children) }),
  }));

/**
 * 事务登记 (process/register/index): pick a process in the tree, fill its registration form,
 * 登记 → the new affair's details open with the tab title 事务详情（登记）.
 */
export default function RegisterPage(): ReactNode {
  const store = useService(RegisterStore);
  const navigate = useNavigate();
  const { tree, loading, error: treeError, loaded } = useStore(store.catalog);
  const { process, title, values, errors, pending, submitError } = useStore(store);
  const headingId = useId();
  const formHeadingId = useId();

  useEffect(() => {
    void store.open();
  }, [store]);

  const treeData = useMemo(() => treeDataOf(tree), [tree]);
  const fields = process?.node.formFields ?? [];

  const submit = async (): Promise<void> => {
    const url = await store.submit();
    if (url !== undefined) navigate(url);
  };

  return (
    <SemiLocale>
      <section className="register-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="register-page__heading">
          {t.heading}
        </h1>
        <div className="register-page__body">
          <nav className="register-page__tree" aria-label={t.processes}>
            <h2 className="register-page__subheading">{t.processes}</h2>
            {treeError === undefined ? null : (
              <ReloadBanner message={t.treeFailed(treeError)} onReload={() => void store.open()} />
            )}
            {loading && !loaded ? <Spin tip={t.loading} /> : null}
            {loaded && tree.length === 0 ? <Empty description={t.treeEmpty} /> : null}
            {tree.length === 0 ? null : (
              <Tree
                treeData={treeData}
                defaultExpandAll
                filterTreeNode
                showFilteredOnly
                searchPlaceholder={t.searchProcess}
                value={process?.procDefId}
                onSelect={(_key, _selected, node) => {
                  if (node.children === undefined && typeof node.value === 'string') store.choose(node.value);
                }}
              />
            )}
          </nav>
          <form
            className="register-page__form"
            aria-labelledby={formHeadingId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <h2 id={formHeadingId} className="register-page__subheading">
              {process === undefined ? t.heading : t.chosen(process.label)}
            </h2>
            {process === undefined ? (
              <Empty className="register-page__pick" description={t.pickFirst} />
            ) : (
              <>
                {submitError === undefined ? null : (
                  <Banner className="register-page__failure" type="danger" closeIcon={null} description={t.submitFailed(submitError)} />
                )}
                <FieldRow label={t.title} required error={errors[TITLE_FIELD]}>
                  {({ controlId, messageId }) => (
                    <Input
                      id={controlId}
                      aria-required
                      aria-invalid={errors[TITLE_FIELD] !== undefined}
                      aria-describedby={messageId}
                      value={title}
                      disabled={pending}
                      placeholder={t.titlePlaceholder}
                      validateStatus={errors[TITLE_FIELD] === undefined ? 'default' : 'error'}
                      onChange={(value) => store.change(TITLE_FIELD, value)}
                      onBlur={() => store.blur(TITLE_FIELD)}
                    />
                  )}
                </FieldRow>
                {fields.map((field) => (
                  <RegisterField
                    key={field.name}
                    field={field}
                    binding={{
                      value: values[field.name] ?? '',
                      error: errors[field.name],
                      disabled: pending,
                      onChange: (value) => store.change(field.name, value),
                      onBlur: () => store.blur(field.name),
                    }}
                  />
                ))}
                <div className="register-page__actions">
                  <Button theme="solid" type="primary" htmlType="submit" loading={pending} disabled={pending}>
                    {t.submit}
                  </Button>
                </div>
              </>
            )}
          </form>
        </div>
      </section>
    </SemiLocale>
  );
}
