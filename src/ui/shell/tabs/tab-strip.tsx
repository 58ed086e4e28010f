import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type WheelEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TabsStore } from '../../../app/tabs/tabs.store';
import type { TabView } from '../../../domain/tabs/tab-view';
import { isHomePath } from '../../../domain/tabs/tabs';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { tabStripTexts as texts } from './tab-strip.texts';
import './tab-strip.css';

export { useTabSync } from './use-tab-sync';

/** SPEC section 2: the context menu is at most 105 px wide. */
const TAB_MENU_MAX_WIDTH = 105;
/** Height of the two-item menu, used to keep it inside the viewport. */
const TAB_MENU_HEIGHT = 64;
const MIDDLE_BUTTON = 1;
const CLOSABLE_HINT_ID = 'tab-strip-closable-hint';

interface MenuPosition {
  readonly left: number;
  readonly top: number;
}

/** Keeps the menu's box inside the viewport. */
function clampMenuPosition(x: number, y: number, viewportWidth: number, viewportHeight: number): MenuPosition {
  return {
    left: Math.max(0, Math.min(x, viewportWidth - TAB_MENU_MAX_WIDTH)),
    top: Math.max(0, Math.min(y, viewportHeight - TAB_MENU_HEIGHT)),
  };
}

const titleOf = (tab: TabView): string => (tab.title.length > 0 ? tab.title : texts.untitled);

interface TabMenuProps {
  readonly position: MenuPosition;
  readonly onCloseOthers: () => void;
  readonly onCloseAll: () => void;
  readonly onDismiss: () => void;
  /** Esc: the menu goes and focus returns to the tab it was opened on. */
  readonly onEscape: () => void;
}

/** The right-click menu: close others and close all; closed by an outside click or Esc. */
function TabMenu({ position, onCloseOthers, onCloseAll, onDismiss, onEscape }: TabMenuProps): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  useEffect(() => {
    const onPointerDown = (event: Event): void => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target) === true) return;
      onDismiss();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('mousedown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onDismiss);
    return () => {
      document.removeEventListener('mousedown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onDismiss);
    };
  }, [onDismiss, onEscape]);
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const at = items.findIndex((item) => item === document.activeElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };
  return (
    <ul
      ref={menuRef}
      className="tab-strip__menu"
      role="menu"
      aria-label={texts.menu}
      style={{ left: position.left, top: position.top, maxWidth: TAB_MENU_MAX_WIDTH }}
      onKeyDown={onMenuKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      <li role="none">
        <button type="button" role="menuitem" className="tab-strip__menu-item" onClick={onCloseOthers}>
          {texts.closeOthers}
        </button>
      </li>
      <li role="none">
        <button type="button" role="menuitem" className="tab-strip__menu-item" onClick={onCloseAll}>
          {texts.closeAll}
        </button>
      </li>
    </ul>
  );
}

/**
 * The tab strip of SPEC section 2. Every rule lives in src/domain/tabs through TabsStore; this
 * view renders the tabs, turns clicks and keys into store commands and follows where they say to go.
 */
export function TabStrip(): ReactNode {
  const store = useService(TabsStore);
  const { tabs, active } = useStore(store);
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const [focusPath, setFocusPath] = useState<string | undefined>(undefined);
  const [menu, setMenu] = useState<{ readonly path: string; readonly position: MenuPosition } | undefined>(undefined);
  const roving = focusPath !== undefined && tabs.some((tab) => tab.path === focusPath) ? focusPath : active;

  useEffect(() => {
    const element = tabRefs.current.get(active);
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const go = (target: string | undefined): void => {
    if (target !== undefined) void navigate(target);
  };
  const activate = (path: string): void => go(store.activate(path));
  const close = (path: string): void => go(store.close(path));
  const dismissMenu = useCallback(() => setMenu(undefined), []);

  const focusTab = (path: string | undefined): void => {
    if (path === undefined) return;
    setFocusPath(path);
    tabRefs.current.get(path)?.focus();
  };

  const openMenu = (path: string, x: number, y: number): void => {
    setMenu({ path, position: clampMenuPosition(x, y, window.innerWidth, window.innerHeight) });
  };

  /**
   * WAI-ARIA tabs with manual activation: arrows, Home and End only move focus, Enter or Space
   * opens the page, because opening one loads its data and the user may be passing over tabs.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, tab: TabView, index: number): void => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const box = event.currentTarget.getBoundingClientRect();
      openMenu(tab.path, box.left, box.bottom);
      event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowRight':
        focusTab(tabs[(index + 1) % tabs.length]?.path);
        break;
      case 'ArrowLeft':
        focusTab(tabs[(index - 1 + tabs.length) % tabs.length]?.path);
        break;
      case 'Home':
        focusTab(tabs[0]?.path);
        break;
      case 'End':
        focusTab(tabs[tabs.length - 1]?.path);
        break;
      case 'Enter':
      case ' ':
        activate(tab.path);
        break;
      case 'Delete':
        if (isHomePath(tab.path)) return;
        focusTab(tabs[index - 1]?.path);
        close(tab.path);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onAuxClick = (event: MouseEvent<HTMLElement>, tab: TabView): void => {
    if (event.button !== MIDDLE_BUTTON) return;
    event.preventDefault();
    close(tab.path);
  };

  const onContextMenu = (event: MouseEvent<HTMLElement>, tab: TabView): void => {
    event.preventDefault();
    openMenu(tab.path, event.clientX, event.clientY);
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>): void => {
    if (event.deltaX === 0 && event.deltaY !== 0) event.currentTarget.scrollLeft += event.deltaY;
  };

  return (
    <>
      <div className="tab-strip" role="tablist" aria-label={texts.strip} aria-orientation="horizontal" onWheel={onWheel}>
        {tabs.map((tab, index) => {
          const selected = tab.path === active;
          const title = titleOf(tab);
          const closable = tab.affix !== true && !isHomePath(tab.path);
          return (
            <div
              key={tab.path}
              ref={(element) => {
                if (element === null) tabRefs.current.delete(tab.path);
                else tabRefs.current.set(tab.path, element);
              }}
              className={selected ? 'tab-strip__tab tab-strip__tab--active' : 'tab-strip__tab'}
              role="tab"
              aria-selected={selected}
              tabIndex={tab.path === roving ? 0 : -1}
              title={title}
              aria-describedby={closable ? CLOSABLE_HINT_ID : undefined}
              aria-keyshortcuts={closable ? 'Delete' : undefined}
              data-path={tab.path}
              onClick={() => activate(tab.path)}
              onFocus={() => setFocusPath(tab.path)}
              onKeyDown={(event) => onKeyDown(event, tab, index)}
              onMouseDown={(event) => {
                if (event.button === MIDDLE_BUTTON) event.preventDefault();
              }}
              onAuxClick={(event) => onAuxClick(event, tab)}
              onContextMenu={(event) => onContextMenu(event, tab)}
            >
              <span className="tab-strip__title">{title}</span>
              {closable ? (
                // A mouse target only: a control inside a tab would be a nested interactive
                // element; keyboard and assistive technology users close with Delete.
                <span
                  className="tab-strip__close"
                  aria-hidden="true"
                  title={texts.close(title)}
                  onClick={(event) => {
                    event.stopPropagation();
                    close(tab.path);
                  }}
                >
                  ×
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <span id={CLOSABLE_HINT_ID} hidden>
        {texts.closableHint}
      </span>
      {menu === undefined ? null : (
        <TabMenu
          position={menu.position}
          onDismiss={dismissMenu}
          onEscape={() => {
            setMenu(undefined);
            focusTab(menu.path);
          }}
          onCloseOthers={() => {
            setMenu(undefined);
            focusTab(menu.path);
            go(store.closeOthers(menu.path));
          }}
          onCloseAll={() => {
            setMenu(undefined);
            go(store.closeAll());
            focusTab(tabs[0]?.path);
          }}
        />
      )}
    </>
  );
}
