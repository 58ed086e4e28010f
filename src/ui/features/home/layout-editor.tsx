import { useState, type ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Switch from '@douyinfe/semi-ui-19/lib/es/switch';
import IconArrowDown from '@douyinfe/semi-icons/lib/es/icons/IconArrowDown';
import IconArrowUp from '@douyinfe/semi-icons/lib/es/icons/IconArrowUp';
import IconHandle from '@douyinfe/semi-icons/lib/es/icons/IconHandle';
import { LayoutStore } from '../../../app/dashboard/layout.store';
import type { WidgetSetting } from '../../../domain/dashboard/dashboard-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { Sheet } from '../../kit/sheet';
import { homeTexts } from './home-texts';

const t = homeTexts.layout;
const titles: ReadonlyMap<UniqueIdentifier, string> = new Map(Object.entries(homeTexts.widgetTitles));
const titleOf = (id: UniqueIdentifier): string => titles.get(id) ?? '';
const SHEET_WIDTH = 420;

const announcements: Announcements = {
  onDragStart: ({ active }) => t.picked(titleOf(active.id)),
  onDragOver: ({ active, over }) => (over === null ? undefined : t.over(titleOf(active.id), titleOf(over.id))),
  onDragEnd: ({ active }) => t.dropped(titleOf(active.id)),
  onDragCancel: ({ active }) => t.dragCancelled(titleOf(active.id)),
};

interface RowProps {
  readonly widget: WidgetSetting;
  readonly first: boolean;
  readonly last: boolean;
  readonly store: LayoutStore;
}

function WidgetRow({ widget, first, last, store }: RowProps): ReactNode {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: widget.id });
  const title = homeTexts.widgetTitles[widget.id];
  return (
    // dnd-kit moves the row through the style property (CSSOM), which the CSP allows.
    <li ref={setNodeRef} className={`home-layout__row${isDragging ? ' home-layout__row--dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="home-layout__handle" {...attributes} {...listeners} aria-label={t.drag(title)}>
        <IconHandle aria-hidden />
      </button>
      <span className={`home-layout__name${widget.visible ? '' : ' home-layout__name--hidden'}`}>{title}</span>
      <Switch size="small" checked={widget.visible} aria-label={t.show(title)} onChange={(checked) => store.toggle(widget.id, checked)} />
      <Button size="small" theme="borderless" icon={<IconArrowUp />} aria-label={t.up(title)} disabled={first} onClick={() => store.move(widget.id, -1)} />
      <Button size="small" theme="borderless" icon={<IconArrowDown />} aria-label={t.down(title)} disabled={last} onClick={() => store.move(widget.id, 1)} />
    </li>
  );
}

/** 布局设置: show or hide each widget and reorder them (drag, the keyboard sensor, or 上移/下移); 保存 keeps it on the server. */
export function LayoutEditor(): ReactNode {
  const store = useService(LayoutStore);
  const { draft, saving, saveFailed, saveMessage } = useStore(store);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const widgets = draft ?? [];
  const close = (): void => {
    setConfirmingReset(false);
    store.cancel();
  };
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    const moved = widgets.find((widget) => widget.id === active.id);
    const target = widgets.find((widget) => widget.id === over?.id);
    if (moved !== undefined && target !== undefined) store.move(moved.id, target.id);
  };
  const footer = (
    <div className="home-layout__footer">
      <Button type="danger" disabled={saving} onClick={() => setConfirmingReset(true)}>
        {t.reset}
      </Button>
      <span className="home-layout__spacer" />
      <Button disabled={saving} onClick={close}>
        {t.cancel}
      </Button>
      <Button theme="solid" type="primary" loading={saving} onClick={() => void store.save()}>
        {t.save}
      </Button>
    </div>
  );
  return (
    <Sheet visible={draft !== undefined} title={t.title} aria-label={t.title} width={SHEET_WIDTH} maskClosable={false} onCancel={close} footer={footer} className="home-layout">
      <p className="home-layout__hint">{t.hint}</p>
      {saveFailed ? (
        <p className="home-layout__error" role="alert">
          {saveMessage || t.saveFailed}
        </p>
      ) : null}
      {confirmingReset ? (
        <div className="home-layout__confirm" role="alertdialog" aria-label={t.resetTitle}>
          <p>{t.resetConfirm}</p>
          <Button size="small" type="danger" theme="solid" loading={saving} onClick={() => void store.reset().then((done) => done && setConfirmingReset(false))}>
            {t.confirm}
          </Button>
          <Button size="small" disabled={saving} onClick={() => setConfirmingReset(false)}>
            {t.cancel}
          </Button>
        </div>
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}>
        <SortableContext items={widgets.map((widget) => widget.id)} strategy={verticalListSortingStrategy}>
          <ol className="home-layout__list">
            {widgets.map((widget, index) => (
              <WidgetRow key={widget.id} widget={widget} first={index === 0} last={index === widgets.length - 1} store={store} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </Sheet>
  );
}
