import { useMemo } from 'react';
import { ThemeStore } from '../../../../app/theme/theme.store';
import { primaryForWhiteText } from '../../../../domain/theme/contrast';
import { basePxOfSize } from '../../../../domain/theme/options';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';

/** Colours the statistics charts draw with; each series colour and text reads at 4.5:1 on white. */
export interface StatPalette {
  readonly series: readonly string[];
  readonly text: string;
  readonly axis: string;
  readonly line: string;
  /** Light to dark for the choropleth; the dark area labels keep 4.5:1 on every shade. */
  readonly scale: readonly string[];
  readonly fontSize: number;
}

/** Semi's solid text colours; the further series colours are 700-weight hues that keep 4.5:1 on white. */
const TEXT = '#1c1f23';
const AXIS = '#4e5359';
const LINE = '#e6e8ea';
const MORE_SERIES = ['#c2410c', '#047857', '#7c3aed', '#be123c'];
const SCALE = ['#eef6ff', '#cfe5ff', '#9ccbff', '#6aaef5', '#3d8fe0'];

export function useStatPalette(): StatPalette {
  const { theme, size } = useStore(useService(ThemeStore));
  return useMemo(
    () => ({ series: [primaryForWhiteText(theme), ...MORE_SERIES], text: TEXT, axis: AXIS, line: LINE, scale: SCALE, fontSize: basePxOfSize(size) - 2 }),
    [theme, size],
  );
}
