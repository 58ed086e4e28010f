import type { ComponentType } from 'react';
import IconApps from '@douyinfe/semi-icons/lib/es/icons/IconApps';
import IconArrowDown from '@douyinfe/semi-icons/lib/es/icons/IconArrowDown';
import IconArrowLeft from '@douyinfe/semi-icons/lib/es/icons/IconArrowLeft';
import IconArrowUp from '@douyinfe/semi-icons/lib/es/icons/IconArrowUp';
import IconArticle from '@douyinfe/semi-icons/lib/es/icons/IconArticle';
import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import IconBold from '@douyinfe/semi-icons/lib/es/icons/IconBold';
import IconBriefcase from '@douyinfe/semi-icons/lib/es/icons/IconBriefcase';
import IconCalendar from '@douyinfe/semi-icons/lib/es/icons/IconCalendar';
import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import IconChevronRight from '@douyinfe/semi-icons/lib/es/icons/IconChevronRight';
import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose';
import IconColorPalette from '@douyinfe/semi-icons/lib/es/icons/IconColorPalette';
import IconEyeClosed from '@douyinfe/semi-icons/lib/es/icons/IconEyeClosed';
import IconEyeOpened from '@douyinfe/semi-icons/lib/es/icons/IconEyeOpened';
import IconFile from '@douyinfe/semi-icons/lib/es/icons/IconFile';
import IconFlag from '@douyinfe/semi-icons/lib/es/icons/IconFlag';
import IconGridView from '@douyinfe/semi-icons/lib/es/icons/IconGridView';
import IconH2 from '@douyinfe/semi-icons/lib/es/icons/IconH2';
import IconHandle from '@douyinfe/semi-icons/lib/es/icons/IconHandle';
import IconHistogram from '@douyinfe/semi-icons/lib/es/icons/IconHistogram';
import IconHome from '@douyinfe/semi-icons/lib/es/icons/IconHome';
import IconInbox from '@douyinfe/semi-icons/lib/es/icons/IconInbox';
import IconIndentLeft from '@douyinfe/semi-icons/lib/es/icons/IconIndentLeft';
import IconIndentRight from '@douyinfe/semi-icons/lib/es/icons/IconIndentRight';
import IconItalic from '@douyinfe/semi-icons/lib/es/icons/IconItalic';
import IconKey from '@douyinfe/semi-icons/lib/es/icons/IconKey';
import IconLink from '@douyinfe/semi-icons/lib/es/icons/IconLink';
import IconList from '@douyinfe/semi-icons/lib/es/icons/IconList';
import IconLock from '@douyinfe/semi-icons/lib/es/icons/IconLock';
import IconMapPin from '@douyinfe/semi-icons/lib/es/icons/IconMapPin';
import IconOrderedList from '@douyinfe/semi-icons/lib/es/icons/IconOrderedList';
import IconPaperclip from '@douyinfe/semi-icons/lib/es/icons/IconPaperclip';
import IconPieChartStroked from '@douyinfe/semi-icons/lib/es/icons/IconPieChartStroked';
import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import IconPrint from '@douyinfe/semi-icons/lib/es/icons/IconPrint';
import IconQuote from '@douyinfe/semi-icons/lib/es/icons/IconQuote';
import IconRedo from '@douyinfe/semi-icons/lib/es/icons/IconRedo';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import IconSetting from '@douyinfe/semi-icons/lib/es/icons/IconSetting';
import IconStar from '@douyinfe/semi-icons/lib/es/icons/IconStar';
import IconTickCircle from '@douyinfe/semi-icons/lib/es/icons/IconTickCircle';
import IconUnderline from '@douyinfe/semi-icons/lib/es/icons/IconUnderline';
import IconUndo from '@douyinfe/semi-icons/lib/es/icons/IconUndo';
import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import IconUserGroup from '@douyinfe/semi-icons/lib/es/icons/IconUserGroup';
import IconUserSetting from '@douyinfe/semi-icons/lib/es/icons/IconUserSetting';

/** Every Semi icon the product's screens import (a test keeps this list equal to the imports across src/ui). */
export const PRODUCT_ICONS: readonly { readonly name: string; readonly Icon: ComponentType<{ 'aria-hidden'?: boolean; size?: 'large' }> }[] = [
  { name: 'IconApps', Icon: IconApps },
  { name: 'IconArrowDown', Icon: IconArrowDown },
  { name: 'IconArrowLeft', Icon: IconArrowLeft },
  { name: 'IconArrowUp', Icon: IconArrowUp },
  { name: 'IconArticle', Icon: IconArticle },
  { name: 'IconBell', Icon: IconBell },
  { name: 'IconBold', Icon: IconBold },
  { name: 'IconBriefcase', Icon: IconBriefcase },
  { name: 'IconCalendar', Icon: IconCalendar },
  { name: 'IconChevronDown', Icon: IconChevronDown },
  { name: 'IconChevronRight', Icon: IconChevronRight },
  { name: 'IconClose', Icon: IconClose },
  { name: 'IconColorPalette', Icon: IconColorPalette },
  { name: 'IconEyeClosed', Icon: IconEyeClosed },
  { name: 'IconEyeOpened', Icon: IconEyeOpened },
  { name: 'IconFile', Icon: IconFile },
  { name: 'IconFlag', Icon: IconFlag },
  { name: 'IconGridView', Icon: IconGridView },
  { name: 'IconH2', Icon: IconH2 },
  { name: 'IconHandle', Icon: IconHandle },
  { name: 'IconHistogram', Icon: IconHistogram },
  { name: 'IconHome', Icon: IconHome },
  { name: 'IconInbox', Icon: IconInbox },
  { name: 'IconIndentLeft', Icon: IconIndentLeft },
  { name: 'IconIndentRight', Icon: IconIndentRight },
  { name: 'IconItalic', Icon: IconItalic },
  { name: 'IconKey', Icon: IconKey },
  { name: 'IconLink', Icon: IconLink },
  { name: 'IconList', Icon: IconList },
  { name: 'IconLock', Icon: IconLock },
  { name: 'IconMapPin', Icon: IconMapPin },
  { name: 'IconOrderedList', Icon: IconOrderedList },
  { name: 'IconPaperclip', Icon: IconPaperclip },
  { name: 'IconPieChartStroked', Icon: IconPieChartStroked },
  { name: 'IconPlus', Icon: IconPlus },
  { name: 'IconPrint', Icon: IconPrint },
  { name: 'IconQuote', Icon: IconQuote },
  { name: 'IconRedo', Icon: IconRedo },
  { name: 'IconSearch', Icon: IconSearch },
  { name: 'IconSetting', Icon: IconSetting },
  { name: 'IconStar', Icon: IconStar },
  { name: 'IconTickCircle', Icon: IconTickCircle },
  { name: 'IconUnderline', Icon: IconUnderline },
  { name: 'IconUndo', Icon: IconUndo },
  { name: 'IconUpload', Icon: IconUpload },
  { name: 'IconUser', Icon: IconUser },
  { name: 'IconUserGroup', Icon: IconUserGroup },
  { name: 'IconUserSetting', Icon: IconUserSetting },
];
