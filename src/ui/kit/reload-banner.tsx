import type { ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import './reload-banner.css';

/** A failed load, said in the page's words, with 重新加载 next to it (what typed filters hold stays on screen). */
export function ReloadBanner({ message, onReload }: { readonly message: string; readonly onReload: () => void }): ReactNode {
  return (
    <Banner
      className="reload-banner"
      type="danger"
      closeIcon={null}
      description={
        <span className="reload-banner__text">
          {message}
          <Button size="small" onClick={onReload}>
            重新加载
          </Button>
        </span>
      }
    />
  );
}
