import { darken, lighten } from './colour';
import { basePxOfSize } from './options';
import { type DisplaySettings } from './settings';

/** Shades of the primary colour, as Semi's light theme steps them (hover and active darker). */
const HOVER_DARKEN = 0.1;
const ACTIVE_DARKEN = 0.2;
const LIGHT_DEFAULT = 0.9;
const LIGHT_HOVER = 0.8;
const LIGHT_ACTIVE = 0.7;

/**
 * The CSS custom properties to set on body for some settings: the app's own colours and base
 * font size, and Semi's primary colour family and font sizes, so the components follow the
 * theme and the font class without any injected style tag.
 */
export function cssVariablesFor(settings: DisplaySettings): Record<string, string> {
  const px = basePxOfSize(settings.size);
  const primary = settings.theme;
  return {
    '--app-theme': primary,
    '--app-nav': settings.navColor,
    '--app-sidebar': settings.sidebarColor,
    '--app-sidebar-active': darken(settings.sidebarColor, HOVER_DARKEN),
    '--app-font-size': `${px}px`,
    '--semi-color-primary': primary,
    '--semi-color-primary-hover': darken(primary, HOVER_DARKEN),
    '--semi-color-primary-active': darken(primary, ACTIVE_DARKEN),
    '--semi-color-primary-disabled': lighten(primary, 0.6),
    '--semi-color-primary-light-default': lighten(primary, LIGHT_DEFAULT),
    '--semi-color-primary-light-hover': lighten(primary, LIGHT_HOVER),
    '--semi-color-primary-light-active': lighten(primary, LIGHT_ACTIVE),
    '--semi-color-focus-border': primary,
    '--semi-color-link': primary,
    '--semi-color-link-hover': darken(primary, HOVER_DARKEN),
    '--semi-color-link-active': darken(primary, ACTIVE_DARKEN),
    '--semi-font-size-regular': `${px}px`,
    '--semi-font-size-small': `${px - 2}px`,
  };
}
