import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import IconSetting from '@douyinfe/semi-icons/lib/es/icons/IconSetting';
import { LayoutStore } from '../../../app/dashboard/layout.store';
import { SessionStore } from '../../../app/session/session.store';
import type { WidgetId } from '../../../domain/dashboard/dashboard-types';
import { greetingAt } from '../../../domain/format/greeting';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { SemiLocale } from '../../kit/semi-locale';
import { homeTexts as t } from './home-texts';
import { BoxCounts } from './widgets/box-counts';
import { BusinessWidget } from './widgets/business-widget';
import { FastEntryWidget } from './widgets/fast-entry-widget';
import { MostUsedWidget } from './widgets/most-used-widget';
import { NewsWidget, NoticeWidget } from './widgets/notice-widgets';
import { StatisticsWidget } from './widgets/statistics-widget';
import { SuperviseWidget } from './widgets/supervise-widget';
import './index-page.css';

// The editor and its drag library are fetched on the first 布局设置 only: most visits never open it.
const LayoutEditor = lazy(() => import('./layout-editor').then((m) => ({ default: m.LayoutEditor })));

const widgetViews: Record<WidgetId, ComponentType> = {
  'fast-entry': FastEntryWidget,
  business: BusinessWidget,
  notice: NoticeWidget,
  news: NewsWidget,
  statistics: StatisticsWidget,
  supervise: SuperviseWidget,
  'most-used': MostUsedWidget,
};

/** 工作台 (SPEC section 2): the user's widgets in their saved order, each loading and failing on its own. */
export default function IndexPage(): ReactNode {
  const { user } = useStore(useService(SessionStore));
  const layoutStore = useService(LayoutStore);
  const layoutState = useStore(layoutStore);
  const clock = useClock();
  const [editorWanted, setEditorWanted] = useState(false);

  useEffect(() => {
    document.title = t.documentTitle;
    void layoutStore.load();
  }, [layoutStore]);

  if (user === undefined) return null;
  // The widgets wait for the saved layout so that hidden ones are never fetched; a failed layout falls back to all.
  const ready = layoutState.layout !== undefined || layoutState.failed;
  return (
    <SemiLocale>
      <div className="home-page">
        <header className="home-header">
          <div className="home-header__who">
            <h1 className="home-header__title">{t.pageTitle}</h1>
            <p className="home-header__greeting">
              <span className="index-user">{t.greeting(greetingAt(clock.now()), user.nickName, user.userName)}</span>
              <span className="home-header__unit">{user.deptName}</span>
            </p>
          </div>
          <BoxCounts />
          <Button
            icon={<IconSetting />}
            disabled={!ready}
            onClick={() => {
              setEditorWanted(true);
              layoutStore.edit();
            }}
          >
            {t.layout.open}
          </Button>
        </header>
        {layoutState.failed ? (
          <Banner
            type="warning"
            closeIcon={null}
            className="home-banner"
            description={
              <span className="home-banner__text" role="alert">
                {t.layout.layoutFailed}
                <Button size="small" onClick={() => void layoutStore.load()}>
                  {t.retry}
                </Button>
              </span>
            }
          />
        ) : null}
        {ready ? (
          <div className="home-grid">
            {layoutStore
              .widgets()
              .filter((widget) => widget.visible)
              .map((widget) => {
                const View = widgetViews[widget.id];
                return <View key={widget.id} />;
              })}
          </div>
        ) : (
          <div className="home-grid home-grid--waiting" role="status" aria-label={t.loading} />
        )}
        {editorWanted ? (
          <Suspense fallback={null}>
            <LayoutEditor />
          </Suspense>
        ) : null}
      </div>
    </SemiLocale>
  );
}
