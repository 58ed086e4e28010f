import type { NavigateFunction } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import type { DetailEvent } from '../../../app/session/session.store';
import { detailEventUrl } from '../../../domain/events/detail-events';
import { detailEventTexts as t } from './detail-event-texts';

/** Shown until the user closes or follows it: each event asks the user to do something. */
const EVENT_SECONDS = 0;

/** One notification per record: a second event about it replaces the first. */
const idOf = (event: DetailEvent): string => {
  switch (event.type) {
    case 'op':
      return `op-${event.id}`;
    case 'tz':
      return `tz-${event.ledgerId}-${event.instanceKey}`;
    case 'archive':
      return `archive-${event.moduleKey}`;
  }
};

/** The notification of one op, tz or archive event, with 查看 opening the page SPEC section 2 names for it. */
export function showDetailEvent(event: DetailEvent, navigate: NavigateFunction): void {
  const id = idOf(event);
  Notification.info({
    id,
    title: t.titles[event.type],
    duration: EVENT_SECONDS,
    content: (
      <div>
        <p>{t.line(event.title, event.text)}</p>
        <Button
          size="small"
          theme="solid"
          onClick={() => {
            Notification.close(id);
            void navigate(detailEventUrl(event));
          }}
        >
          {t.view}
        </Button>
      </div>
    ),
  });
}
