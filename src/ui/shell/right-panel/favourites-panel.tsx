import { useEffect, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FavouritesStore } from '../../../app/panel/favourites.store';
import type { Favourite } from '../../../ports/api/bookmark.dto';
import { RightPanelStore } from '../../../app/panel/right-panel.store';
import { bookmarkPath } from '../../../domain/favourites/bookmark-links';
import { favouriteTypeLabel } from '../../../domain/favourites/favourite-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { openedFrom } from '../../kit/opened-from';
import { rightPanelTexts } from './right-panel-texts';

const COLLECT_PATH = '/collect';

/**
 * A title opens its record where 我的收藏 knows where (bookmark-links.ts); otherwise it is text rather
 * than a link to nowhere. The panel lies over the page the user was on, so a record with 返回 goes back to that page.
 */
function FavouriteTitle({ favourite, onOpen }: { readonly favourite: Favourite; readonly onOpen: () => void }): ReactNode {
  const path = bookmarkPath(favourite);
  const location = useLocation();
  if (path === undefined) {
    return (
      <span className="favourites-panel__title" title={favourite.title}>
        {favourite.title}
      </span>
    );
  }
  return (
    <Link className="favourites-panel__title favourites-panel__title--link" title={favourite.title} to={path} state={openedFrom(location)} onClick={onOpen}>
      {favourite.title}
    </Link>
  );
}

/** The signed-in user's favourites: first page, cancel, and a way to the full list (SPEC section 2). */
export function FavouritesPanel(): ReactNode {
  const favourites = useService(FavouritesStore);
  const panel = useService(RightPanelStore);
  const { loading, loaded, rows } = useStore(favourites);
  const navigate = useNavigate();

  useEffect(() => {
    void favourites.load();
  }, [favourites]);

  const more = (): void => {
    panel.close();
    void navigate(COLLECT_PATH);
  };

  return (
    <div className="favourites-panel">
      <Spin spinning={loading} tip={rightPanelTexts.loading}>
        {rows.length === 0 ? (
          loaded ? <p className="favourites-panel__empty">{rightPanelTexts.empty}</p> : <div className="favourites-panel__placeholder" />
        ) : (
          <ul className="favourites-panel__list">
            {rows.map((row) => (
              <li key={row.id} className="favourites-panel__row">
                <Tag size="small" color="blue" className="favourites-panel__type">
                  {favouriteTypeLabel(row.type)}
                </Tag>
                <FavouriteTitle favourite={row} onOpen={() => panel.close()} />
                <span className="favourites-panel__date">{row.date}</span>
                <Button theme="borderless" size="small" className="favourites-panel__cancel" onClick={() => void favourites.cancel(row)}>
                  {rightPanelTexts.cancelFavourite}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <div className="favourites-panel__footer">
        <Button theme="light" type="primary" onClick={more}>
          {rightPanelTexts.more}
        </Button>
      </div>
    </div>
  );
}
