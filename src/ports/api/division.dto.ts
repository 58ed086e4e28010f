import type { DivisionNode } from '../../domain/directory/division-tree';

export type { DivisionNode };
