import { useEffect, useRef, type ReactNode } from 'react';
import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { shellTexts as t } from '../shell-texts';
import type { OtherSystemGroup } from './other-systems';

/** The 应用 flyout: other systems by group; an entry without an address is disabled, never a dead link. */
export function AppsFlyout({ id, groups, onClose }: { id: string; groups: readonly OtherSystemGroup[]; onClose: () => void }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: MouseEvent): void => {
      const target = event.target;
      if (!(target instanceof Node) || ref.current === null || ref.current.contains(target)) return;
      if (target instanceof Element && target.closest('[data-apps-trigger]') !== null) return;
      // Tooltips render outside the flyout; a click on one must not close it.
      if (target instanceof Element && target.closest('.semi-tooltip-wrapper') !== null) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [onClose]);

  return (
    <div id={id} ref={ref} className="shell-apps-flyout" role="dialog" aria-label={t.otherSystems}>
      <div className="shell-apps-head">
        <span>{t.otherSystems}</span>
        <button type="button" className="shell-apps-close" onClick={onClose}>
          {t.closeFlyout}
        </button>
      </div>
      {groups.map((group) => (
        <section key={group.title} className="shell-apps-group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.systems.map((system) => (
              <li key={system.id}>
                {system.url === undefined ? (
                  <Tooltip content={t.notConfigured}>
                    <span className="shell-apps-disabled-wrap" tabIndex={0}>
                      <button type="button" className="shell-apps-entry" disabled aria-describedby={`${id}-${system.id}-hint`}>
                        {system.title}
                      </button>
                      <span id={`${id}-${system.id}-hint`} className="shell-visually-hidden">
                        {t.notConfigured}
                      </span>
                    </span>
                  </Tooltip>
                ) : (
                  <a className="shell-apps-entry" href={system.url} target="_blank" rel="noopener noreferrer">
                    {system.title}
                    <span className="shell-visually-hidden">{t.opensInNewTab}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
