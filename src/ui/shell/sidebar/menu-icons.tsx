import type { ComponentType } from 'react';
import IconArticle from '@douyinfe/semi-icons/lib/es/icons/IconArticle';
import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import IconFlag from '@douyinfe/semi-icons/lib/es/icons/IconFlag';
import IconGridView from '@douyinfe/semi-icons/lib/es/icons/IconGridView';
import IconHistogram from '@douyinfe/semi-icons/lib/es/icons/IconHistogram';
import IconHome from '@douyinfe/semi-icons/lib/es/icons/IconHome';
import IconInbox from '@douyinfe/semi-icons/lib/es/icons/IconInbox';
import IconMapPin from '@douyinfe/semi-icons/lib/es/icons/IconMapPin';
import IconPieChartStroked from '@douyinfe/semi-icons/lib/es/icons/IconPieChartStroked';

type IconComponent = ComponentType<{ size?: 'small' | 'default' | 'large' | 'extra-large'; 'aria-hidden'?: boolean }>;

/** SPEC section 2, new sidebar: the first-level icon by the first segment of the entry's path. */
const ICONS_BY_SEGMENT: Readonly<Record<string, IconComponent>> = {
  index: IconHome,
  notice: IconBell,
  recordReport: IconArticle,
  analysis: IconHistogram,
  onemap: IconMapPin,
  temporaryLand: IconFlag,
  special: IconPieChartStroked,
  process: IconInbox,
};

export const DefaultMenuIcon: IconComponent = IconGridView;

export function iconForSegment(segment: string): IconComponent {
  return Object.prototype.hasOwnProperty.call(ICONS_BY_SEGMENT, segment) ? (ICONS_BY_SEGMENT[segment] as IconComponent) : DefaultMenuIcon;
}
