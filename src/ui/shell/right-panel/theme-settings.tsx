import type { ReactNode } from 'react';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import { useLocation, useNavigate } from 'react-router-dom';
import { ThemeStore } from '../../../app/theme/theme.store';
import { themePanelLabels } from '../../../domain/theme/labels';
import { FONT_CLASSES, NAV_MODELS, PRESET_THEME_COLOURS, SKINS, fontClassById, type NavModel } from '../../../domain/theme/options';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { rightPanelTexts } from './right-panel-texts';

const sameColour = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className="theme-settings__section" aria-label={title}>
      <h3 className="theme-settings__heading">{title}</h3>
      {children}
    </section>
  );
}

/** Theme settings: navigation mode, theme colour, skin and font size (SPEC sections 2 and 9). */
export function ThemeSettings(): ReactNode {
  const theme = useService(ThemeStore);
  const settings = useStore(theme);
  const navigate = useNavigate();
  const location = useLocation();

  const chooseFont = (id: string): void => {
    const option = fontClassById(id);
    // SPEC section 4: a new font size refreshes the current view through /redirect.
    if (option !== undefined && theme.setFontClass(option.id)) void navigate(`/redirect${location.pathname}${location.search}`);
  };

  return (
    <div className="theme-settings">
      <Section title={themePanelLabels.navMode}>
        <RadioGroup
          name="theme-nav-model"
          value={settings.navModel}
          aria-label={themePanelLabels.navMode}
          onChange={(event) => theme.setNavModel(event.target.value as NavModel)}
        >
          {NAV_MODELS.map((model) => (
            <Radio key={model.id} value={model.id}>
              {model.label}
            </Radio>
          ))}
        </RadioGroup>
      </Section>

      <Section title={themePanelLabels.themeColour}>
        <div className="theme-settings__colours">
          {PRESET_THEME_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              className="theme-settings__colour"
              aria-label={colour}
              aria-pressed={sameColour(colour, settings.theme)}
              style={{ backgroundColor: colour }}
              onClick={() => theme.setThemeColour(colour)}
            />
          ))}
          <input
            type="color"
            className="theme-settings__picker"
            aria-label={rightPanelTexts.customColour}
            value={settings.theme.toLowerCase()}
            onChange={(event) => theme.setThemeColour(event.target.value)}
          />
        </div>
      </Section>

      <Section title={themePanelLabels.skin}>
        <div className="theme-settings__skins">
          {SKINS.map((skin) => (
            <button
              key={skin.id}
              type="button"
              className="theme-settings__skin"
              aria-pressed={skin.id === settings.currentColorName}
              onClick={() => theme.setSkin(skin.id)}
            >
              <span className="theme-settings__skin-colours" aria-hidden="true">
                <span className="theme-settings__skin-nav" style={{ backgroundColor: skin.navColor }} />
                <span className="theme-settings__skin-sidebar" style={{ backgroundColor: skin.sidebarColor }} />
              </span>
              <span className="theme-settings__skin-name">{skin.label}</span>
            </button>
          ))}
        </div>
      </Section>

      <Section title={themePanelLabels.fontSize}>
        <RadioGroup name="theme-font-class" value={settings.fontClass} aria-label={themePanelLabels.fontSize} onChange={(event) => chooseFont(String(event.target.value))}>
          {FONT_CLASSES.map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      </Section>
    </div>
  );
}
