import { darken, lighten } from './colour';
import { barHighlight, barMutedText, barText, primaryForWhiteText } from './contrast';
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
 * theme and the font class without any injected style tag. The bars keep their SPEC colours;
 * text, focus rings and highlights on them come from the contrast rules, and Semi's primary is
 * the picked colour's closest shade that white button text reads on (WCAG AA).
 */
export function cssVariablesFor(settings: DisplaySettings): Record<string, string> {
  const px = basePxOfSize(settings.size);
  const primary = primaryForWhiteText(settings.theme);
  const nav = settings.navColor;
  const sidebar = settings.sidebarColor;
  return {
    '--app-theme': settings.theme,
    '--app-nav': nav,
    '--app-nav-text': barText(nav),
    '--app-nav-text-muted': barMutedText(nav),
    '--app-nav-highlight': barHighlight(nav),
    // The text colour reads at 4.5:1 on the bar, above the 3:1 a focus ring needs.
    '--app-nav-focus': barText(nav),
    '--app-sidebar': sidebar,
    '--app-sidebar-text': barText(sidebar),
    '--app-sidebar-text-muted': barMutedText(sidebar),
    '--app-sidebar-active': barHighlight(sidebar),
    '--app-sidebar-focus': barText(sidebar),
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
