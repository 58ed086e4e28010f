import 'reflect-metadata';
import { Container } from 'inversify';
import { appModule } from '../app/app.module';
import { browserModule } from '../adapters/browser/browser.module';
import { httpModule } from '../adapters/http/http.module';
import { memoryModule } from '../adapters/memory/memory.module';
import { Notifier } from '../ports/browser.port';
import { AppConfig } from '../ports/http-events.port';
import { ToastNotifier } from '../ui/kit/toast-notifier';

export type ApiMode = 'http' | 'memory';

/** The one place that knows the concrete adapters: wires every port for the chosen mode. */
export function createContainer(config: AppConfig, mode: ApiMode): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  container.bind(Notifier).toConstantValue(new ToastNotifier());
  container.loadSync(browserModule, mode === 'memory' ? memoryModule : httpModule, appModule);
  return container;
}
