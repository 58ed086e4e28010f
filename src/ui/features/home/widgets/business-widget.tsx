import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { BusinessStore, type BusinessData } from '../../../../app/dashboard/business.store';
import { TODO_STAGES } from '../../../../domain/dashboard/dashboard-messages';
import type { TodoStage } from '../../../../domain/dashboard/dashboard-types';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';
import { WidgetCard } from '../widget-card';
import { LandReminders } from './land-reminders';

const ALL = 'all';
const stageColors = { affair: 'blue', toReport: 'cyan', toReview: 'violet', returned: 'orange' } as const;

function StageFilter({ data, onChoose }: { data: BusinessData | undefined; onChoose: (stage: TodoStage | undefined) => void }): ReactNode {
  if (data === undefined) return null;
  return (
    // Semi's group is a plain div: the radiogroup role and its name are given around it.
    <div role="radiogroup" aria-label={t.stageFilter} className="home-business__stages">
      <RadioGroup
        type="button"
        buttonSize="small"
        value={data.stage ?? ALL}
        onChange={(event) => {
          const value: unknown = event.target.value;
          onChoose(TODO_STAGES.find((stage) => stage === value));
        }}
      >
        <Radio value={ALL}>{t.allStages}</Radio>
        {TODO_STAGES.map((stage) => (
          <Radio key={stage} value={stage}>
            {t.stages[stage]} {data.counts[stage]}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

/** 业务: temporary land reminders, then affairs to do and filings to report, to review or returned; each row opens its details. */
export function BusinessWidget(): ReactNode {
  const store = useService(BusinessStore);
  const state = useWidget(store);
  return (
    <WidgetCard widgetId="business"
      title={t.widgetTitles.business}
      state={state}
      onRetry={() => void store.load()}
      morePath="/process/todo"
      isEmpty={(data) => data.page.rows.length === 0 && data.reminders.rows.length === 0}
      extra={<StageFilter data={state.data} onChoose={(stage) => void store.choose(stage)} />}
      className="home-widget--business"
    >
      {(data) => (
        <>
          <LandReminders page={data.reminders} onSupervised={() => void store.load()} />
          {data.page.rows.length === 0 ? null : (
            <ul className="home-list">
              {data.page.rows.map((item) => (
                <li key={`${item.kind}-${item.id}`} className="home-list__row">
                  <Tag size="small" color={stageColors[item.stage]} className="home-list__tag">
                    {item.stageLabel}
                  </Tag>
                  <Link className="home-list__title" to={item.url}>
                    {item.title}
                  </Link>
                  <span className="home-list__date">{item.at}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </WidgetCard>
  );
}
