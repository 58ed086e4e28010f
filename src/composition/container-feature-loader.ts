import type { Container } from 'inversify';
import type { FeatureLoader, FeatureName } from '../ports/feature-loader.port';
import type { ApiMode } from './config';
import { featureModules } from './feature-modules';

/** Loads each feature's modules into the container once, however many routes ask at once. */
export class ContainerFeatureLoader implements FeatureLoader {
  private readonly loaded = new Set<FeatureName>();
  private readonly pending = new Map<FeatureName, Promise<void>>();
  private readonly lists = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly mode: ApiMode,
  ) {}

  isLoaded(features: readonly FeatureName[]): boolean {
    return features.every((feature) => this.loaded.has(feature));
  }

  load(features: readonly FeatureName[]): Promise<void> {
    const key = [...features].sort().join(',');
    const known = this.lists.get(key);
    if (known !== undefined) return known;
    const loading = Promise.all(features.map((feature) => this.loadOne(feature))).then(() => undefined);
    this.lists.set(key, loading);
    // A failed chunk may load on the next try (the network came back): forget the failure.
    loading.catch(() => this.lists.delete(key));
    return loading;
  }

  private loadOne(feature: FeatureName): Promise<void> {
    if (this.loaded.has(feature)) return Promise.resolve();
    const known = this.pending.get(feature);
    if (known !== undefined) return known;
    const loading = Promise.all(featureModules(feature, this.mode))
      .then((modules) => this.container.load(...modules))
      .then(() => {
        this.loaded.add(feature);
      })
      .finally(() => this.pending.delete(feature));
    this.pending.set(feature, loading);
    return loading;
  }
}
