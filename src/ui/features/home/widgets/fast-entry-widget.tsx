import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import IconBriefcase from '@douyinfe/semi-icons/lib/es/icons/IconBriefcase';
import IconCalendar from '@douyinfe/semi-icons/lib/es/icons/IconCalendar';
import IconFile from '@douyinfe/semi-icons/lib/es/icons/IconFile';
import IconTickCircle from '@douyinfe/semi-icons/lib/es/icons/IconTickCircle';
import IconUserSetting from '@douyinfe/semi-icons/lib/es/icons/IconUserSetting';
import { FastEntryStore } from '../../../../app/dashboard/widget-stores';
import type { FastEntry, FastEntryModule } from '../../../../domain/dashboard/dashboard-types';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';
import { WidgetCard } from '../widget-card';

const icons: Record<FastEntryModule, ComponentType<{ 'aria-hidden'?: boolean; size?: 'extra-large' }>> = {
  事务: IconBriefcase,
  行政: IconUserSetting,
  公文: IconFile,
  审批: IconTickCircle,
  会议: IconCalendar,
};

function Tile({ entry }: { entry: FastEntry }): ReactNode {
  const Icon = icons[entry.moduleName];
  const content = (
    <>
      <Icon aria-hidden size="extra-large" />
      <span className="home-entry__name">{entry.moduleName}</span>
      {entry.count > 0 ? (
        <span className="home-entry__count" aria-hidden>
          {entry.count}
        </span>
      ) : null}
    </>
  );
  if (!entry.available) {
    return (
      <li className="home-entry home-entry--disabled" aria-disabled="true">
        {content}
        {entry.note === undefined ? null : <span className="home-entry__note">{entry.note}</span>}
      </li>
    );
  }
  return (
    <li className="home-entry">
      <Link className="home-entry__link" to={entry.url} aria-label={entry.count > 0 ? t.entryCount(entry.moduleName, entry.count) : entry.moduleName}>
        {content}
      </Link>
    </li>
  );
}

/** 快捷入口: 事务 行政 公文 审批 会议, each with its waiting count; a module not open to the user is shown disabled with why. */
export function FastEntryWidget(): ReactNode {
  const store = useService(FastEntryStore);
  const state = useWidget(store);
  return (
    <WidgetCard widgetId="fast-entry" title={t.widgetTitles['fast-entry']} state={state} onRetry={() => void store.load()} isEmpty={(data) => data.length === 0} className="home-widget--wide">
      {(entries) => (
        <ul className="home-entries">
          {entries.map((entry) => (
            <Tile key={entry.moduleName} entry={entry} />
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
