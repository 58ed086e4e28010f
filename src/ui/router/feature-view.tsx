import { lazy, type ComponentType, type ReactNode } from 'react';
import { FeatureLoader, type FeatureName } from '../../ports/feature-loader.port';
import { useService } from '../di/container-context';

type ViewModule = Promise<{ default: ComponentType }>;

/**
 * A lazily loaded page whose features (stores and ports) are bound before it renders. The view's
 * chunk and the features' chunks are fetched together, as one React.lazy per container (the
 * features live in the container). The nearest Suspense shows the wait, and the nearest error
 * boundary a chunk that could not load, with its 重新加载 (like any lazy view, a failure stays
 * until the page reloads: retrying inside React's own error recovery would loop while offline).
 */
export function featureView(features: readonly FeatureName[], importView: () => ViewModule): ComponentType {
  let viewModule: ViewModule | undefined;
  const views = new WeakMap<FeatureLoader, ComponentType>();
  const viewFor = (loader: FeatureLoader): ComponentType => {
    const known = views.get(loader);
    if (known !== undefined) return known;
    const View = lazy(async () => {
      viewModule ??= importView();
      const [module] = await Promise.all([viewModule, loader.load(features)]);
      return module;
    });
    views.set(loader, View);
    return View;
  };
  function FeatureView(): ReactNode {
    const View = viewFor(useService(FeatureLoader));
    return <View />;
  }
  return FeatureView;
}
