import { describe, expect, it } from 'vitest';
import { formatArea, formatLength } from '../../../src/domain/onemap/measure-format';

describe('the measure readings of the 备案专题图', () => {
  it('shows lengths in 米 below a kilometre and in 千米 from there', () => {
    expect(formatLength(0)).toBe('0.0 米');
    expect(formatLength(12.34)).toBe('12.3 米');
    expect(formatLength(999.94)).toBe('999.9 米');
    expect(formatLength(1000)).toBe('1.000 千米');
    expect(formatLength(123_456.7)).toBe('123.457 千米');
  });

  it('shows areas in 平方米 below a hectare and in 公顷 from there, with 亩 beside', () => {
    expect(formatArea(666.67)).toBe('666.7 平方米（1.00 亩）');
    expect(formatArea(10_000)).toBe('1.0000 公顷（15.00 亩）');
    expect(formatArea(2_345_678)).toBe('234.5678 公顷（3518.52 亩）');
  });
});
