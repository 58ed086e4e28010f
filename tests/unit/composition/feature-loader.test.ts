import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { BoxLists } from '../../../src/app/process/box-lists';
import { FilingLists } from '../../../src/app/filing/filing-lists';
import { ContainerFeatureLoader } from '../../../src/composition/container-feature-loader';
import { featureModules } from '../../../src/composition/feature-modules';
import { FEATURES } from '../../../src/ports/feature-loader.port';
import { FileApi } from '../../../src/ports/files.port';
import { ProcessApi } from '../../../src/ports/process.port';
import { SuperviseApi } from '../../../src/ports/supervise.port';
import { appFeatureModules, httpFeatureModules, memoryFeatureModules } from '../../support/feature-modules';

describe('feature modules (composition root)', () => {
  it.each(['http', 'memory'] as const)('in %s mode each feature loads its stores and that family’s ports, as the static test list has them', async (mode) => {
    const family = mode === 'http' ? httpFeatureModules : memoryFeatureModules;
    for (const feature of FEATURES) {
      const loaded = await Promise.all(featureModules(feature, mode));
      const expected = [appFeatureModules[feature], family[feature]].filter((module) => module !== undefined);
      expect(loaded, feature).toEqual(expected);
    }
  });
});

describe('ContainerFeatureLoader', () => {
  it('binds a feature only when asked, once however many routes ask together', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    const loader = new ContainerFeatureLoader(container, 'memory');
    expect(container.isBound(BoxLists)).toBe(false);
    expect(container.isBound(ProcessApi)).toBe(false);
    expect(loader.isLoaded(['affairs'])).toBe(false);

    const first = loader.load(['affairs']);
    const second = loader.load(['affairs']);
    expect(second).toBe(first);
    await Promise.all([first, second, loader.load(['affairs', 'files'])]);

    expect(container.isBound(BoxLists)).toBe(true);
    expect(container.isBound(ProcessApi)).toBe(true);
    expect(container.isBound(SuperviseApi)).toBe(true);
    expect(container.isBound(FileApi)).toBe(true);
    expect(container.isBound(FilingLists)).toBe(false);
    expect(loader.isLoaded(['affairs', 'files'])).toBe(true);
    expect(loader.isLoaded(['affairs', 'filing'])).toBe(false);

    // A list naming a loaded feature again binds only what is new (inversify refuses a module twice).
    await loader.load(['files', 'filing', 'affairs']);
    expect(container.isBound(FilingLists)).toBe(true);
    expect(loader.isLoaded(['affairs', 'files', 'filing'])).toBe(true);
    expect(loader.isLoaded(['search'])).toBe(false);
  });
});
