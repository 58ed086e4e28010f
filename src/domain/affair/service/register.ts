import { SEED_DEFINITIONS } from '../definitions';
import { affairKey, filesKey } from '../ids';
import { register } from '../lifecycle';
import { fieldError, titleError } from '../registration-form';
import type { AffairWorking, ProcessTreeNode, RegisterBody } from '../wire';
import { ok } from '../../shared/result';
import { actorOf, definitionOf, failure, refused, shown } from './directory';
import type { AffairBook, Changed, Directory } from './types';
import { workingOf } from './working';
import { affairChanged } from './affair-index';

/** The registration's process tree: categories, each with its definitions as leaves carrying their registration form. */
export function processTree(): ProcessTreeNode[] {
  const categories = [...new Set(SEED_DEFINITIONS.map((d) => d.category))];
  return categories.map((category, index) => ({
    id: `category-${index + 1}`,
    label: category,
    children: SEED_DEFINITIONS.filter((d) => d.category === category).map((d) => ({ id: d.id, label: d.name, procDefId: d.id, formFields: d.formFields })),
  }));
}

/** Registration keys from the book's sequence and the Beijing day: SW2026112100012 and FJ2026112100012. */
function newKeys(sequence: number, at: string): { keyDigNumGather: string; keyNumGather: string } {
  const digits = `${shown(at, 'yyyy-MM-dd').replaceAll('-', '')}${String(sequence).padStart(5, '0')}`;
  return { keyDigNumGather: `SW${digits}`, keyNumGather: `FJ${digits}` };
}

/** POST /register/new/:procDefId: a draft held by the registrant, with its form. */
export function registerAffair(book: AffairBook, dir: Directory, userId: string, procDefId: string, body: RegisterBody, at: string): Changed<AffairWorking> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const definition = definitionOf(procDefId);
  if (!definition.ok) return definition;
  const title = body.title.trim();
  const titleProblem = titleError(title);
  if (titleProblem !== undefined) return failure(400, titleProblem);
  const formData: Record<string, string> = {};
  for (const field of definition.value.formFields) {
    const problem = fieldError(field, body.formData[field.name] ?? '');
    if (problem !== undefined) return failure(400, problem);
    formData[field.name] = body.formData[field.name]?.trim() ?? '';
  }
  const sequence = book.sequence + 1;
  const keys = newKeys(sequence, at);
  const made = register(
    actor.value,
    { definition: definition.value, keyDigNumGather: affairKey(keys.keyDigNumGather), keyNumGather: filesKey(keys.keyNumGather), title },
    at,
  );
  if (!made.ok) return refused(made.error);
  const stored = { affair: made.value, formData, updatedAt: at };
  const affairs = [...book.affairs, stored];
  affairChanged(book.affairs, affairs, undefined, stored);
  return ok({ book: { ...book, affairs, sequence }, value: workingOf(dir, stored, actor.value, 1, at) });
}
