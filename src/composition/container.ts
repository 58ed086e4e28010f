import { Container, type ContainerModule } from 'inversify';
import { appModule } from '../app/app.module';
import { browserModule } from '../adapters/browser/browser.module';
import { httpModule } from '../adapters/http/http.module';
import { Clock, Notifier } from '../ports/browser.port';
import { FeatureLoader } from '../ports/feature-loader.port';
import { AppConfig } from '../ports/http-events.port';
import { ToastNotifier } from '../ui/kit/toast-notifier';
import type { ApiMode } from './config';
import { ContainerFeatureLoader } from './container-feature-loader';

/** The memory adapters carry the whole demo seed, so they are fetched only in memory mode. */
async function adapterModule(mode: ApiMode): Promise<ContainerModule> {
  if (mode === 'http') return httpModule;
  const { memoryModule } = await import('../adapters/memory/memory.module');
  return memoryModule;
}

/** The memory backend's scheduled work for the page's life, as the mock server runs its timers: the overdue-loan scan. */
async function startMemorySchedules(container: Container): Promise<void> {
  const [{ MemoryBackendToken }, { startOverdueScans }] = await Promise.all([import('../adapters/memory/memory-backend.token'), import('../adapters/memory/memory-overdue-scan')]);
  startOverdueScans(container.get(MemoryBackendToken));
}

/**
 * The one place that knows the concrete adapters: wires the shell's ports and stores for the
 * chosen mode now, and each feature's (feature-modules.ts) when its first route asks for it.
 */
export async function createContainer(config: AppConfig, mode: ApiMode): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  container.bind(Notifier).toDynamicValue((context) => new ToastNotifier(context.get(Clock))).inSingletonScope();
  container.bind(FeatureLoader).toConstantValue(new ContainerFeatureLoader(container, mode));
  container.loadSync(await adapterModule(mode), browserModule, appModule);
  if (mode === 'memory') await startMemorySchedules(container);
  // Built now rather than on first use, so that its Toast prefetch starts with the app (see ToastNotifier).
  container.get(Notifier);
  return container;
}
