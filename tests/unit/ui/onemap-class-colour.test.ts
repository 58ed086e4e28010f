import { describe, expect, it } from 'vitest';
import { classColour } from '../../../src/ui/features/onemap/tools/choropleth-palette';

describe('the colours of the choropleth classes', () => {
  it('keeps the "0" class grey and gives the top class the darkest colour however many classes there are', () => {
    for (let classes = 2; classes <= 6; classes += 1) {
      expect(classColour(0, classes)).toBe('#eef0f3');
      expect(classColour(classes - 1, classes)).toBe('#b30000');
      const colours = Array.from({ length: classes }, (_, i) => classColour(i, classes));
      expect(new Set(colours).size).toBe(classes);
    }
  });
});
