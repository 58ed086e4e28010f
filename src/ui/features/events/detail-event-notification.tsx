import type { NavigateFunction } from 'react-router-dom';
import type { DetailEvent } from '../../../app/session/session.store';
import { detailEventUrl } from '../../../domain/events/detail-events';
import { showActionNotification } from '../../kit/action-notification';
import { detailEventTexts as t } from './detail-event-texts';

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
  showActionNotification({
    id: idOf(event),
    title: t.titles[event.type],
    line: t.line(event.title, event.text),
    viewLabel: t.view,
    onView: () => void navigate(detailEventUrl(event)),
  });
}
