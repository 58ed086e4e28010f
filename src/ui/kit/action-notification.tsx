import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';

/** What one notification says and where its 查看 leads. */
export interface ActionNotice {
  /** One notification per record: a second notice with the same id replaces the first. */
  readonly id: string;
  readonly title: string;
  readonly line: string;
  readonly viewLabel: string;
  readonly onView: () => void;
}

/** Wide enough for a line or two: a long record title wraps instead of stretching over the top bar. */
const MAX_WIDTH = 440;

/**
 * A notification that asks the user to act (a reminder, a meeting or case event): it stays until
 * closed or followed, and its button closes it before opening the record.
 */
export function showActionNotification({ id, title, line, viewLabel, onView }: ActionNotice): void {
  Notification.info({
    id,
    title,
    duration: 0,
    style: { maxWidth: MAX_WIDTH },
    content: (
      <div>
        <p>{line}</p>
        <Button
          size="small"
          theme="solid"
          onClick={() => {
            Notification.close(id);
            onView();
          }}
        >
          {viewLabel}
        </Button>
      </div>
    ),
  });
}
