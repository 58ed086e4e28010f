import type { HandlerOption } from '../../../ports/api/process.dto';

/** A person leaf (SPEC section 5: type 'TbUser'). */
const isPerson = (option: HandlerOption): boolean => option.type === 'TbUser';
/** Only leaves are selectable; a branch with an empty list of children is still a branch. */
export const isLeaf = (option: HandlerOption): boolean => option.children === undefined;

export type OptionKind = 'person' | 'unit' | 'department';
export const kindOf = (option: HandlerOption): OptionKind => (isPerson(option) ? 'person' : option.asUnit === true ? 'unit' : 'department');

/** Every selectable leaf, depth first. */
export function leavesOf(options: readonly HandlerOption[]): HandlerOption[] {
  return options.flatMap((option) => (isLeaf(option) ? [option] : leavesOf(option.children ?? [])));
}

/** Finds an option anywhere in the tree by id. */
export function findOption(options: readonly HandlerOption[], id: string): HandlerOption | undefined {
  for (const option of options) {
    if (option.id === id) return option;
    const inside = findOption(option.children ?? [], id);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

/** Case-insensitive label match, as the search box filters. */
export const matches = (label: string, input: string): boolean => label.toLowerCase().includes(input.trim().toLowerCase());
