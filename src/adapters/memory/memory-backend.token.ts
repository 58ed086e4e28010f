import type { ServiceIdentifier } from 'inversify';
import type { MemoryBackend } from './memory-backend';

/** The one shared MemoryBackend of a container. */
export const MemoryBackendToken = Symbol.for('MemoryBackend') as ServiceIdentifier<MemoryBackend>;
